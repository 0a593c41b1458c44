// better-auth's endpoints called with fetch instead of its client (about 11 kB gzipped): the same
// paths, bodies and cookies, answered as the client answers, { data, error } (decisions 026, 028).
// The account pages and the signed-in app both call them this way.

export type AuthError = { status: number; code?: string; message?: string };
export type AuthAnswer<Data> = { data: Data | null; error: AuthError | null };
export type Session = { session: { id: string }; user: { id: string } };

const BASE_PATH = '/api/auth';
// better-auth's client tells the other tabs of the site through this storage key; they read the
// session again (a sign-out in one tab shows the sign-in screen in the others).
const SESSION_MESSAGE_KEY = 'better-auth.message';

/** The current session, or null data when signed out. */
export const getSession = (query = '') => callAuth<Session>(`/get-session${query}`);

// A signed-in page needs the session before anything else it shows; the entry asks for it while
// the page's code loads (`askForSessionEarly`), and the first session read takes that answer
// instead of asking again once the layout has loaded: one round trip less before the page's data.
let earlySession: Promise<AuthAnswer<Session>> | undefined;
let firstSession: Promise<AuthAnswer<Session>> | undefined;

export function askForSessionEarly() {
  firstSession ??= earlySession ??= getSession();
}

/**
 * Whether the session asked for early names a signed-in user (false when none was asked for or
 * the check failed): what the page's data asked for early waits on, so a visitor without a session
 * makes no calls that can only be refused.
 */
export async function isSignedInEarly(): Promise<boolean> {
  const answer = await firstSession?.catch(() => undefined);
  return Boolean(answer?.data?.session);
}

/** The session asked for early, once; later reads ask anew. */
export function takeEarlySession(): Promise<AuthAnswer<Session>> | undefined {
  const answer = earlySession;
  earlySession = undefined;
  return answer;
}

/** Ends the session and tells the site's other tabs. A failed connection throws. */
export async function signOut(): Promise<AuthAnswer<{ success: boolean }>> {
  const answer = await callAuth<{ success: boolean }>('/sign-out', {});
  if (!answer.error) announceSessionChange('signout');
  return answer;
}

/** Calls `listener` when another tab of the site announces a session change. */
export function onSessionChangeElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_MESSAGE_KEY || !event.newValue) return;
    const message = parseJson(event.newValue) as { event?: unknown } | null;
    if (message?.event === 'session') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function announceSessionChange(trigger: string) {
  try {
    localStorage.setItem(
      SESSION_MESSAGE_KEY,
      JSON.stringify({
        event: 'session',
        data: { trigger },
        clientId: Math.random().toString(36).slice(2, 9),
        timestamp: Math.floor(Date.now() / 1000),
      }),
    );
  } catch {
    // Storage refused (private mode, quota): the other tabs notice at their next session read.
  }
}

/** POST with a JSON body when one is given, GET otherwise; cookies included. */
export async function callAuth<Data>(path: string, body?: object): Promise<AuthAnswer<Data>> {
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
