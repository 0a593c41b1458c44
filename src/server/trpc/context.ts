import type { AppDeps, Context } from '../context-types';
import { cookieValue, createSessionCache, type SessionCache } from './session-cache';

export async function createRequestContext(
  deps: AppDeps,
  reqHeaders: Headers,
  resHeaders: Headers,
  clientIp?: string,
): Promise<Context> {
  const user = await sessionUser(deps, reqHeaders, resHeaders);
  return { deps, db: deps.db, user, resHeaders, reqHeaders, clientIp };
}

const sessionCaches = new WeakMap<AppDeps['auth'], SessionCache>();

/**
 * The signed-in user of a request. A request without better-auth's session cookie (a customer's
 * quote page) has none. A cookie better-auth accepted a moment ago answers from memory for a few
 * seconds (decision 025): every call of a page would otherwise verify the cookie and read the
 * session and the user from the database. The cookies better-auth sets while reading the session
 * (a refreshed expiry) go out with the response, as they would from /api/auth/get-session.
 */
async function sessionUser(deps: AppDeps, reqHeaders: Headers, resHeaders: Headers) {
  const { authCookies } = await deps.auth.$context;
  const token = cookieValue(reqHeaders.get('cookie'), authCookies.sessionToken.name);
  if (!token) return null;
  let cache = sessionCaches.get(deps.auth);
  if (!cache) {
    cache = createSessionCache();
    sessionCaches.set(deps.auth, cache);
  }
  const cached = cache.get(token);
  if (cached) return cached;
  // Requests that ask while it is being read wait for the same read; its cookies go with the
  // answer of the request that made it.
  return cache.read(token, async () => {
    const { headers, response } = await deps.auth.api.getSession({
      headers: reqHeaders,
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) resHeaders.append('set-cookie', cookie);
    return response ? { user: response.user, expiresAt: response.session.expiresAt } : null;
  });
}
