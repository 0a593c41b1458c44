import { createQuoteEngine, type QuoteEngine } from './ai';
import { type Auth, createAuth } from './auth';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { createPlateLookup } from './integrations/plate-lookup';
import type { PlateLookup } from './integrations/plate-lookup/types';
import type { Logger } from './lib/logger';
import { createVinDecoder, type VinDecoder } from './modules/vehicle/vin-decoder';
import { createSmtpMailer, type Mailer } from './notifications/mailer';
import { createNotifier, type Notifier, outboxFilePath } from './notifications/outbox';
import { createTwilioSender, type SmsSender } from './notifications/sms';

/** Everything a request needs, built once at start-up (and once per test file). */
export type AppDeps = {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  mailer?: Mailer;
  notifier: Notifier;
  auth: Auth;
  vinDecoder: VinDecoder;
  plateLookup: PlateLookup;
  engine: QuoteEngine;
};

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
    logger,
    mailer,
    notifier,
    auth: createAuth({ db, env, notifier, logger }),
    vinDecoder: overrides.vinDecoder ?? createVinDecoder(),
    plateLookup: overrides.plateLookup ?? createPlateLookup(env, db),
    engine: overrides.engine ?? createQuoteEngine(env),
  };
}
