import {
  APIError,
  type AuthContext,
  BASE_ERROR_CODES,
  type GenericEndpointContext,
  type User,
} from 'better-auth';
import { setSessionCookie } from 'better-auth/cookies';
import { eq } from 'drizzle-orm';
import { RESET_PASSWORD_SECONDS } from '../../auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Env } from '../../env';
import { newLinkToken } from '../../lib/token-hash';
import type { Notifier } from '../../notifications/outbox';
import {
  renderExistingAccountSignUpEmail,
  renderFinishSignUpEmail,
  renderSignUpVerificationEmail,
} from '../../notifications/templates';
import { isPendingInvitationFor } from '../invitation/service';

// Sign-up answers the same whether or not the e-mail has an account (decision 019): nobody is
// signed in by it, and the mailbox gets the next step. A new account is confirmed through its
// link before anyone can sign in to it; an invitation's link already proved the address, so an
// invited sign-up is signed in at once. These are better-auth callbacks and hooks (auth.ts).

export type HookDeps = { db: Db; env: Env; notifier: Notifier };

/** The invitation token a sign-up request carries (the sign-up page sends the one in its query). */
async function invitationTokenOf(request: Request | undefined): Promise<string | null> {
  if (request?.method !== 'POST') return null;
  try {
    const body = (await request.clone().json()) as { invitationToken?: unknown };
    return typeof body.invitationToken === 'string' && body.invitationToken ? body.invitationToken : null;
  } catch {
    return null;
  }
}

/**
 * emailVerification.sendVerificationEmail: the link that confirms a new account and signs it in.
 * An account the server created (already confirmed) and an invited sign-up (afterInvitedSignUp
 * signs it in) need none.
 */
export async function sendSignUpVerification(
  deps: HookDeps,
  data: { user: User; url: string },
  request: Request | undefined,
) {
  if (data.user.emailVerified) return;
  const invitationToken = await invitationTokenOf(request);
  if (invitationToken && (await isPendingInvitationFor(deps.db, invitationToken, data.user.email))) return;
  await deps.notifier.sendEmail({
    kind: 'SIGN_UP_VERIFICATION',
    to: data.user.email,
    ...renderSignUpVerificationEmail(data.user.name, data.url),
  });
}

/**
 * emailAndPassword.onExistingUserSignUp: the answer was the same as for a new account; the
 * mailbox learns what happened. An account never confirmed is finished by choosing its password
 * through a reset link, so a password set by whoever started it (maybe not the owner) is replaced.
 */
export async function notifyExistingAccountSignUp(
  deps: HookDeps,
  authContext: Promise<AuthContext>,
  user: User,
) {
  const loginUrl = `${deps.env.APP_URL}/login`;
  if (user.emailVerified) {
    await deps.notifier.sendEmail({
      kind: 'SIGN_UP_EXISTING_ACCOUNT',
      to: user.email,
      ...renderExistingAccountSignUpEmail({
        name: user.name,
        loginUrl,
        resetUrl: `${deps.env.APP_URL}/reset-password?email=${encodeURIComponent(user.email)}`,
      }),
    });
    return;
  }
  // better-auth's own reset token (kept hashed, see verification.storeIdentifier in auth.ts).
  const token = newLinkToken(24);
  const context = await authContext;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + RESET_PASSWORD_SECONDS * 1000),
  });
  await deps.notifier.sendEmail({
    kind: 'SIGN_UP_FINISH',
    to: user.email,
    ...renderFinishSignUpEmail(user.name, `${deps.env.APP_URL}/reset-password/${encodeURIComponent(token)}`),
  });
}

/** A reset link proved the mailbox: the account counts as confirmed from then on. */
export async function markEmailVerified(db: Db, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/**
 * Before /sign-in/email: an account not confirmed yet answers exactly as a wrong password does
 * (same message, same hashing work), or signing in would tell a new account from an old one.
 */
export async function refuseUnconfirmedSignIn(ctx: GenericEndpointContext) {
  const email: unknown = ctx.body?.email;
  const password: unknown = ctx.body?.password;
  if (typeof email !== 'string') return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (!found || found.user.emailVerified) return;
  if (typeof password === 'string') await ctx.context.password.hash(password);
  throw APIError.from('UNAUTHORIZED', BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD);
}

/**
 * After /sign-up/email with a pending invitation to that address: the new account is confirmed
 * and signed in, as the spec's sign-up page expects. A sign-up for an existing account got a
 * made-up user (no row), and is left as it is.
 */
export async function afterInvitedSignUp(deps: HookDeps, ctx: GenericEndpointContext) {
  const invitationToken: unknown = ctx.body?.invitationToken;
  // What the endpoint answered (better-auth keeps it on the context for after hooks).
  const returned = (ctx.context as { returned?: unknown }).returned;
  if (typeof invitationToken !== 'string' || returned instanceof Error) return;
  const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (typeof userId !== 'string') return;
  const user = await ctx.context.internalAdapter.findUserById(userId);
  if (!user || user.emailVerified) return;
  if (!(await isPendingInvitationFor(deps.db, invitationToken, user.email))) return;
  const confirmed = await ctx.context.internalAdapter.updateUser(user.id, { emailVerified: true });
  const session = await ctx.context.internalAdapter.createSession(user.id);
  await setSessionCookie(ctx, { session, user: confirmed });
  const { user: answered } = returned as { user: Record<string, unknown> };
  return ctx.json({ token: session.token, user: { ...answered, emailVerified: true } });
}
