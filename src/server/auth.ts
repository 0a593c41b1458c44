import { type AuthContext, betterAuth, type GenericEndpointContext, type User } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MIN_LENGTH } from '../shared/schemas/auth';
import { textProblem } from '../shared/schemas/text';
import { hashedSessionTokens, withHashedSessionTokens } from './auth-session-tokens';
import type { Db } from './db/client';
import { accounts, rateLimits, sessions, users, verifications } from './db/schema';
import type { Env } from './env';
import { AppError } from './lib/app-error';
import type { Logger } from './lib/logger';
import { allowedOrigins } from './lib/origins';
import type { Notifier } from './notifications/outbox';
import { renderPasswordResetEmail } from './notifications/templates';

/** The header our HTTP layer sets from the socket (never from the client) for rate limiting. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export const SIGN_UP_VERIFICATION_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_SECONDS = 60 * 60;

/**
 * What the app's modules do on account events (modules/user/auth-hooks.ts). They come in as an
 * argument so that auth.ts, which every request's context types reach, imports no module.
 */
export type AuthHooks = {
  /** A message when this e-mail may not sign up (signup_mode), null when it may. */
  signUpRefusal: (email: string) => Promise<string | null>;
  /** Throws an AppError when the account may not be deleted yet. */
  beforeDeleteUser: (userId: string) => Promise<void>;
  onExistingUserSignUp: (authContext: Promise<AuthContext>, user: User) => Promise<void>;
  onPasswordReset: (userId: string) => Promise<void>;
  sendVerificationEmail: (data: { user: User; url: string }, request: Request | undefined) => Promise<void>;
  beforeSignIn: (ctx: GenericEndpointContext) => Promise<void>;
  afterSignUp: (ctx: GenericEndpointContext) => Promise<unknown>;
};

export function createAuth(deps: { db: Db; env: Env; notifier: Notifier; logger: Logger }, hooks: AuthHooks) {
  const { env } = deps;
  // better-auth's context, for a callback that writes a verification (set once created below).
  let authContext: Promise<AuthContext> | undefined;
  const auth = betterAuth({
    appName: 'Repair Quotes',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.APP_SECRET,
    trustedOrigins: allowedOrigins(env),
    // Session tokens are stored hashed (auth-session-tokens.ts, decision 037).
    database: withHashedSessionTokens(
      drizzleAdapter(deps.db, {
        provider: 'pg',
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          rateLimit: rateLimits,
        },
      }),
    ),
    plugins: [hashedSessionTokens()],
    user: {
      additionalFields: {
        // Only the server (seed, admin procedures) sets the role; sign-up cannot.
        role: { type: 'string', required: false, defaultValue: 'USER', input: false },
      },
      deleteUser: {
        enabled: true,
        // A shop always keeps a member: its last one cannot delete the account.
        beforeDelete: async (user) => {
          try {
            await hooks.beforeDeleteUser(user.id);
          } catch (error) {
            if (error instanceof AppError) throw new APIError('CONFLICT', { message: error.message });
            throw error;
          }
        },
      },
    },
    // Accounts the server creates itself (the demo seed, tests; calls without a request) are
    // trusted; one created through a sign-up request confirms its e-mail address first.
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) =>
            ctx?.request ? undefined : { data: { ...user, emailVerified: true } },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // Sign-up never signs in (an invited one aside, see hooks.after) and answers the same for an
      // e-mail that has an account: better-auth then returns a made-up user (decision 019).
      requireEmailVerification: true,
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => hooks.onExistingUserSignUp(authContext!, user),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => hooks.onPasswordReset(user.id),
      // The link goes straight to our update-password page (route /reset-password/{token}).
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.APP_URL}/reset-password/${encodeURIComponent(token)}`;
        await deps.notifier.sendEmail({
          kind: 'PASSWORD_RESET',
          to: user.email,
          ...renderPasswordResetEmail(user.name, url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      // The link confirms the address and signs in, then goes to the sign-up page's callbackURL.
      autoSignInAfterVerification: true,
      expiresIn: SIGN_UP_VERIFICATION_SECONDS,
      sendVerificationEmail: (data, request) => hooks.sendVerificationEmail(data, request),
    },
    // Reset-password and other verification tokens are stored as hashes, looked up by hash.
    verification: { storeIdentifier: 'hashed' },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // App setting signup_mode: by invitation, only an invited e-mail may sign up (also through
        // auth.api.signUpEmail, which the seed calls, and user.signup).
        if (ctx.path === '/sign-up/email') {
          const email: unknown = ctx.body?.email;
          const refusal = typeof email === 'string' ? await hooks.signUpRefusal(email) : null;
          if (refusal) throw new APIError('FORBIDDEN', { message: refusal });
        }
        if (ctx.path === '/sign-in/email') await hooks.beforeSignIn(ctx);
        // A name set through better-auth itself follows the app's rule for names (no control or
        // invisible formatting characters): it reaches e-mails, lists and other shops' screens.
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const name: unknown = ctx.body?.name;
          const problem = typeof name === 'string' ? textProblem(name, 'Name') : null;
          if (problem) throw new APIError('BAD_REQUEST', { message: problem });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') return hooks.afterSignUp(ctx);
      }),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: env.AUTH_SIGN_IN_PER_MINUTE },
        '/request-password-reset': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 10 },
        // Reading one's own session guesses nothing and runs on every page load: a shop's
        // advisors behind one address (and the browser tests) must not be signed out by a limit.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips the origin (CSRF) check under test runners; keep it on everywhere.
      disableOriginCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    // better-auth's messages go to our structured log, at our log level.
    logger: {
      log: (level, message, ...args) =>
        deps.logger[level]({ detail: args.length ? args : undefined }, message),
    },
    telemetry: { enabled: false },
  });
  authContext = auth.$context as unknown as Promise<AuthContext>;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
