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
    return error ? error.message || fallback : null;
  } catch {
    return fallback;
  }
}
