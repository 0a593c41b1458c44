import type { SignUpInput } from '../../../shared/schemas/auth';
import { CLIENT_IP_HEADER } from '../../auth';
import type { Context } from '../../context-types';
import { AppError, type AppErrorCode } from '../../lib/app-error';

/**
 * What better-auth's sign-up checks in the caller's request: the origin and fetch metadata (CSRF)
 * and, set from the socket, the client's address (rate limit). A cookie makes it check the origin.
 */
const FORWARDED_HEADERS = [
  'origin',
  'referer',
  'cookie',
  'user-agent',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
];

const STATUS_CODES: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * user.signup is /api/auth/sign-up/email: the same request through better-auth's handler, so its
 * rate limit, origin check, sign-up setting and answer apply unchanged. The answer is the same
 * whether or not the e-mail has an account (decision 019); the mailbox gets the next step.
 */
export async function signUp(ctx: Context, input: SignUpInput) {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of FORWARDED_HEADERS) {
    const value = ctx.reqHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  if (ctx.clientIp) headers.set(CLIENT_IP_HEADER, ctx.clientIp);
  const response = await ctx.deps.auth.handler(
    new Request(`${ctx.deps.env.APP_URL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: input.name, email: input.email, password: input.password }),
    }),
  );
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    user?: { id: string; email: string; name: string };
  } | null;
  if (!response.ok || !body?.user) {
    throw new AppError(
      STATUS_CODES[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
      body?.message ?? 'An error occurred while creating your account',
    );
  }
  for (const cookie of response.headers.getSetCookie()) ctx.resHeaders?.append('set-cookie', cookie);
  return { user: { id: body.user.id, email: body.user.email, name: body.user.name } };
}
