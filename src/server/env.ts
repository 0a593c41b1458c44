import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalUrl,
  APP_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // A read replica of DATABASE_URL: the network's history (its search, repair orders and what
  // quote generation reads of it) is read there; everything else, and every write, stays on
  // DATABASE_URL (decision 042).
  DATABASE_READ_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Connections the server keeps open to PostgreSQL (DATABASE_URL only; as many to a replica).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  // The built web app; a second checkout's build (a browser-test run, a bundle benchmark) is
  // served from elsewhere.
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  // The background worker's claim lease and a delay before each step (tests slow it down).
  BG_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  BG_STEP_DELAY_MS: z.coerce.number().int().min(0).default(0),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  SMTP_FROM: z.string().min(3).default('Repair Quotes <no-reply@localhost>'),
  /**
   * Production sends e-mail through SMTP_URL. OUTBOX_ONLY=true is the explicit choice to run it
   * without: e-mails then only stay in the outbox table (a staging site, a relay reading it).
   */
  OUTBOX_ONLY: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Sign-in attempts allowed per client address and minute. */
  AUTH_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('demo12345'),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  PLATE_LOOKUP_URL: optionalUrl,
  PLATE_LOOKUP_API_KEY: optionalText,
  /** The quote engine: the embedded one (no key) or a model through the AI SDK. */
  /** Twilio for text messages; without them texts stay in the outbox. */
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  TWILIO_BASE_URL: optionalUrl,
  /**
   * The shop systems' API hosts; unset means the vendor's production host. Outside production
   * `npm start` points unset ones at the loopback emulators (DEMO_EMULATORS=off turns that off).
   */
  TEKMETRIC_API_URL: optionalUrl,
  SHOPWARE_API_URL: optionalUrl,
  PARTSTECH_API_URL: optionalUrl,
  /** Our PartsTech partner account, sent with each shop's own PartsTech user key. */
  PARTSTECH_PARTNER_ID: optionalText,
  PARTSTECH_PARTNER_KEY: optionalText,
  DEMO_EMULATORS: z.enum(['on', 'off']).default('on'),
  /**
   * Webhooks go to public internet addresses only; true lets them reach this machine (loopback)
   * too, for local development and tests. Refused in production.
   */
  WEBHOOK_ALLOW_LOOPBACK: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  /** The demo shops' accounts at the emulators (dev/start.ts sets them; the demo seed uses them). */
  DEMO_TEKMETRIC_CLIENT_ID: optionalText,
  DEMO_TEKMETRIC_CLIENT_SECRET: optionalText,
  DEMO_SHOPWARE_PARTNER_ID: optionalText,
  DEMO_SHOPWARE_PARTNER_SECRET: optionalText,
  AI_PROVIDER: z.enum(['embedded', 'openai', 'anthropic', 'openai-compatible']).default('embedded'),
  AI_MODEL: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** PostHog usage analytics in the browser; without a key nothing is loaded or sent. */
  POSTHOG_KEY: optionalText,
  POSTHOG_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://us.i.posthog.com')),
});

export type Env = Omit<z.infer<typeof envSchema>, 'APP_SECRET' | 'APP_URL'> & {
  APP_SECRET: string;
  APP_URL: string;
  isProduction: boolean;
};

export class EnvError extends Error {}

/** Reads and validates the environment; a wrong value names the variable and stops start-up. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  if (
    raw.TWILIO_ACCOUNT_SID &&
    (!raw.TWILIO_AUTH_TOKEN || !(raw.TWILIO_FROM || raw.TWILIO_MESSAGING_SERVICE_SID))
  ) {
    throw new EnvError(
      'Invalid environment configuration:\n  TWILIO_ACCOUNT_SID: also set TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
  }
  if (raw.AI_PROVIDER !== 'embedded' && !raw.AI_MODEL) {
    throw new EnvError(
      `Invalid environment configuration:\n  AI_MODEL: required when AI_PROVIDER is ${raw.AI_PROVIDER}`,
    );
  }
  if (raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL) {
    throw new EnvError(
      'Invalid environment configuration:\n  AI_BASE_URL: required when AI_PROVIDER is openai-compatible',
    );
  }
  if (isProduction && raw.WEBHOOK_ALLOW_LOOPBACK) {
    throw new EnvError(
      'Invalid environment configuration:\n  WEBHOOK_ALLOW_LOOPBACK: not allowed in production (webhooks go to public addresses only)',
    );
  }
  if (raw.DATABASE_READ_URL && !raw.DATABASE_URL) {
    throw new EnvError(
      'Invalid environment configuration:\n  DATABASE_READ_URL: a replica of DATABASE_URL; set DATABASE_URL too (the embedded database has no replicas)',
    );
  }
  if (isProduction && !raw.APP_SECRET) {
    throw new EnvError('Invalid environment configuration:\n  APP_SECRET: required in production');
  }
  // Password-reset, invitation and sign-up links must reach people, not only a table.
  if (isProduction && !raw.SMTP_URL && !raw.OUTBOX_ONLY) {
    throw new EnvError(
      'Invalid environment configuration:\n  SMTP_URL: required in production (or set OUTBOX_ONLY=true to keep e-mails in the outbox table only)',
    );
  }
  return {
    ...raw,
    isProduction,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    APP_SECRET: raw.APP_SECRET ?? readOrCreateDevSecret(raw.DATA_DIR),
  };
}

// Outside production a missing secret is generated once and kept, so sessions survive restarts.
function readOrCreateDevSecret(dataDir: string): string {
  const file = join(resolve(dataDir), 'app-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: created below
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= loadEnv();
  return cached;
}
