import { createQuoteEngine } from './ai';
import { createAuth } from './auth';
import type { AppDeps } from './context-types';
import type { Database } from './db/client';
import type { Env } from './env';
import { createPlateLookup } from './integrations/plate-lookup';
import type { Logger } from './lib/logger';
import { userAuthHooks } from './modules/user/auth-hooks';
import { createVinDecoder } from './modules/vehicle/vin-decoder';
import { createSmtpMailer } from './notifications/mailer';
import { createNotifier, outboxFilePath } from './notifications/outbox';
import { createTwilioSender, type SmsSender } from './notifications/sms';

/** Everything a request needs, built once at start-up (and once per test file). */

export function createDeps(
  env: Env,
  database: Database,
  logger: Logger,
  overrides: Partial<
    Pick<AppDeps, 'mailer' | 'vinDecoder' | 'plateLookup' | 'engine'> & { sms: SmsSender }
  > = {},
): AppDeps {
  const db = database.db;
  const mailer =
    overrides.mailer ?? (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.SMTP_FROM) : undefined);
  const sms =
    overrides.sms ??
    (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? createTwilioSender({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
          baseUrl: env.TWILIO_BASE_URL,
        })
      : undefined);
  const notifier = createNotifier({
    db,
    logger,
    mailer,
    sms,
    // Where the demo and development read the e-mails they did not send (never in production).
    outboxFile: env.isProduction ? undefined : outboxFilePath(env),
  });
  return {
    env,
    database,
    db,
    readDb: database.readDb,
    logger,
    mailer,
    notifier,
    auth: createAuth({ db, env, notifier, logger }, userAuthHooks({ db, env, notifier })),
    vinDecoder: overrides.vinDecoder ?? createVinDecoder(),
    plateLookup: overrides.plateLookup ?? createPlateLookup(env, db),
    engine: overrides.engine ?? createQuoteEngine(env),
  };
}
