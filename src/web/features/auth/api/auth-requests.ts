// The account pages' calls to better-auth's endpoints, by fetch (decision 026).
import { type AuthError, callAuth } from '../../../lib/auth-client';

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

/**
 * Whether an e-mailed reset link can still set a password, asked before its form is shown:
 * better-auth's own link check answers by redirecting to the callback with the token or with
 * `error=INVALID_TOKEN`. Null when the check could not be made (the form then decides on submit).
 */
export async function isResetLinkUsable(token: string): Promise<boolean | null> {
  try {
    const callbackURL = `${window.location.origin}/update-password`;
    const answer = await fetch(
      `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(callbackURL)}`,
      { credentials: 'same-origin' },
    );
    const landed = new URL(answer.url).searchParams;
    if (landed.get('error') === 'INVALID_TOKEN') return false;
    return landed.has('token') ? true : null;
  } catch {
    return null;
  }
}

/** A reset link whose token is unknown, used or expired: only a new link helps. */
export const isDeadResetLink = (error: AuthError | null) => DEAD_LINK_CODES.has(error?.code ?? '');
