import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MIN_LENGTH } from '../shared/schemas/auth';
import type { Db } from './db/client';
import { accounts, rateLimits, sessions, users, verifications } from './db/schema';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import { allowedOrigins } from './lib/origins';
import { isSignUpAllowed, SIGNUP_BY_INVITATION_MESSAGE } from './modules/app-config/signup';
import type { Notifier } from './notifications/outbox';
import { renderPasswordResetEmail } from './notifications/templates';

/** The header our HTTP layer sets from the socket (never from the client) for rate limiting. */
export const CLIENT_IP_HEADER = 'x-client-ip';

export function createAuth(deps: { db: Db; env: Env; notifier: Notifier; logger: Logger }) {
  const { env } = deps;
  return betterAuth({
    appName: 'Repair Quotes',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.APP_SECRET,
    trustedOrigins: allowedOrigins(env),
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Only the server (seed, admin procedures) sets the role; sign-up cannot.
        role: { type: 'string', required: false, defaultValue: 'USER', input: false },
      },
      deleteUser: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
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
    hooks: {
      // App setting signup_mode: by invitation, only an invited e-mail may sign up (also through
      // auth.api.signUpEmail, which user.signup and the seed call).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const email: unknown = ctx.body?.email;
        if (typeof email === 'string' && !(await isSignUpAllowed(deps.db, email)))
          throw new APIError('FORBIDDEN', { message: SIGNUP_BY_INVITATION_MESSAGE });
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
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
