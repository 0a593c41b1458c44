// better-auth answers in its own words ('Invalid origin', 'Invalid token'); the people using the
// app get a sentence that says what happened and what to do. The error code stays as it was.

import { EXPIRED_LINK_MESSAGE } from '../../shared/account-pages';

export const wrongOriginMessage = (appUrl: string) =>
  `This page was opened at an address the app does not answer on. Open ${appUrl} and sign in there.`;

const ORIGIN_CODES = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
]);
const LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

export async function explainAuthRefusal(response: Response, appUrl: string): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const code = body?.code ?? '';
  const message = ORIGIN_CODES.has(code)
    ? wrongOriginMessage(appUrl)
    : LINK_CODES.has(code)
      ? EXPIRED_LINK_MESSAGE
      : null;
  if (!message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}
