import { humanMessage, OFFLINE_MESSAGE } from '../../lib/human-error';

type AuthResult = { error: { message?: string } | null };

/**
 * Runs a better-auth client call and answers its failure as a message: the server's, else the
 * page's fallback (also for network failures), or null when it succeeded.
 */
export async function authCallError(
  call: () => Promise<AuthResult>,
  fallback: string,
): Promise<string | null> {
  try {
    const { error } = await call();
    return error ? humanMessage(error.message || fallback, true) : null;
  } catch (error) {
    // A failed connection says so; anything else gets the page's own sentence.
    const message = humanMessage(error instanceof Error ? error.message : '', false);
    return message === OFFLINE_MESSAGE ? message : fallback;
  }
}
