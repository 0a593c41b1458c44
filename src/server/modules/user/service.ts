import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { SignUpInput } from '../../../shared/schemas/auth';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Context, ProtectedContext } from '../../trpc/context';

export type Me = { id: string; email: string; name: string; role: 'ADMIN' | 'USER'; image: string | null };

export async function getMe(ctx: Pick<ProtectedContext, 'db' | 'user'>): Promise<Me> {
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, image: users.image })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return row;
}

export async function saveUserName(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  input: { name: string },
): Promise<Me> {
  await ctx.db.update(users).set({ name: input.name }).where(eq(users.id, ctx.user.id));
  return getMe(ctx);
}

/**
 * Sign-up through tRPC goes through better-auth itself (same password rules, hashing and
 * session), and forwards its session cookie.
 */
export async function signUp(ctx: Context, input: SignUpInput) {
  try {
    const { headers, response } = await ctx.deps.auth.api.signUpEmail({
      body: { name: input.name, email: input.email.toLowerCase(), password: input.password },
      returnHeaders: true,
    });
    const cookie = headers.get('set-cookie');
    if (cookie && ctx.resHeaders) ctx.resHeaders.append('set-cookie', cookie);
    return { user: { id: response.user.id, email: response.user.email, name: response.user.name } };
  } catch (error) {
    if (error instanceof APIError) {
      const code =
        error.statusCode === 422 || error.body?.code === 'USER_ALREADY_EXISTS' ? 'CONFLICT' : 'BAD_REQUEST';
      throw new AppError(code, error.body?.message ?? error.message, { cause: error });
    }
    throw error;
  }
}
