import type { SessionUser } from '../auth';
import type { AppDeps } from '../deps';
import type { Shop } from '../modules/shop/types';

export type Context = {
  deps: AppDeps;
  db: AppDeps['db'];
  user: SessionUser | null;
  /** Response headers a procedure may add to (set-cookie from better-auth calls). */
  resHeaders?: Headers;
  reqHeaders?: Headers;
};

export async function createRequestContext(
  deps: AppDeps,
  req: Request,
  resHeaders: Headers,
): Promise<Context> {
  const session = await deps.auth.api.getSession({ headers: req.headers });
  return { deps, db: deps.db, user: session?.user ?? null, resHeaders, reqHeaders: req.headers };
}

export type ProtectedContext = Context & { user: SessionUser };
export type ShopContext = ProtectedContext & { shop: Shop };
