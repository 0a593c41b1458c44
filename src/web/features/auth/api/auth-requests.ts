// The account pages call better-auth's endpoints with fetch instead of its client (about 11 kB
// gzipped): same paths, bodies and cookies, answered as the client answers, { data, error }
// (decision 026). The signed-in app keeps the client for the session and sign-out.

export type AuthError = { status: number; code?: string; message?: string };
export type AuthAnswer<Data> = { data: Data | null; error: AuthError | null };
type Session = { session: { id: string }; user: { id: string } };

const BASE_PATH = '/api/auth';
// better-auth's codes for a reset token it does not know or that has expired.
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

export const signInWithEmail = (body: { email: string; password: string }) =>
  callAuth<{ token: string }>('/sign-in/email', body);

export const signUpWithEmail = (body: {
  name: string;
  email: string;
  password: string;
  callbackURL: string;
  invitationToken?: string;
}) => callAuth<{ token: string | null }>('/sign-up/email', body);

export const requestPasswordReset = (body: { email: string; redirectTo: string }) =>
  callAuth<{ status: boolean }>('/request-password-reset', body);

export const resetPassword = (body: { newPassword: string; token: string }) =>
  callAuth<{ status: boolean }>('/reset-password', body);

/** The current session, or null data when signed out. */
export const getSession = () => callAuth<Session>('/get-session');

/** A reset link whose token is unknown, used or expired: only a new link helps. */
export const isDeadResetLink = (error: AuthError | null) => DEAD_LINK_CODES.has(error?.code ?? '');

async function callAuth<Data>(path: string, body?: object): Promise<AuthAnswer<Data>> {
  const response = await fetch(`${BASE_PATH}${path}`, {
    credentials: 'include',
    ...(body
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  const answer = parseJson(await response.text());
  if (response.ok) return { data: answer as Data | null, error: null };
  const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
  return {
    data: null,
    error: { status: response.status, code: textOrUndefined(code), message: textOrUndefined(message) },
  };
}

// A proxy's HTML error page is no JSON: the caller then shows its own sentence.
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
