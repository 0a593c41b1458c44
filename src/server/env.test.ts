import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const tempDir = () => mkdtempSync(join(tmpdir(), 'rq-env-'));

describe('loadEnv', () => {
  it('applies the defaults and generates a secret kept in DATA_DIR', () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DEMO_PASSWORD).toBe('demo12345');
    expect(env.APP_SECRET).toHaveLength(64);
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(env.APP_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET).toBe(env.APP_SECRET);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
  ])('stops on a wrong value and names the variable (%o)', (source, name) => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), ...source })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_DIR: tempDir(), ...source })).toThrow(new RegExp(`${name}:`));
  });

  it('requires APP_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /APP_SECRET: required in production/,
    );
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      DATA_DIR: tempDir(),
    });
    expect(env.isProduction).toBe(true);
  });

  it('requires SMTP_URL in production unless OUTBOX_ONLY=true says so explicitly', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) };
    for (const outboxOnly of [undefined, '', 'false']) {
      expect(() => loadEnv({ ...production, OUTBOX_ONLY: outboxOnly, DATA_DIR: tempDir() })).toThrow(
        new EnvError(
          'Invalid environment configuration:\n  SMTP_URL: required in production (or set OUTBOX_ONLY=true to keep e-mails in the outbox table only)',
        ),
      );
    }
    expect(() => loadEnv({ ...production, OUTBOX_ONLY: 'yes', DATA_DIR: tempDir() })).toThrow(/OUTBOX_ONLY:/);
    const outboxOnly = loadEnv({ ...production, OUTBOX_ONLY: 'true', DATA_DIR: tempDir() });
    expect([outboxOnly.SMTP_URL, outboxOnly.OUTBOX_ONLY]).toEqual([undefined, true]);
    // Outside production the outbox stays the default for the demo and development.
    const development = loadEnv({ DATA_DIR: tempDir() });
    expect([development.SMTP_URL, development.OUTBOX_ONLY]).toEqual([undefined, false]);
  });
});
