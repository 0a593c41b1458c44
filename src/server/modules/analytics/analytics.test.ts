import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig } from '../../db/schema';
import { EnvError, loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../test/harness';
import { forgetAppConfig } from '../app-config/read';

let withKey: TestApp;
let withoutKey: TestApp;
beforeAll(async () => {
  [withKey, withoutKey] = await Promise.all([
    createTestApp({ env: { POSTHOG_KEY: 'phc_test', POSTHOG_HOST: 'http://127.0.0.1:1234' } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withKey.close(), withoutKey.close()]);
});

describe('analytics.getConfig', () => {
  it('gives the project key and host to anyone, signed in or not', async () => {
    const config = { key: 'phc_test', host: 'http://127.0.0.1:1234' };
    expect(await withKey.caller(null).analytics.getConfig()).toEqual(config);
    expect(await withKey.caller(await withKey.createUser()).analytics.getConfig()).toEqual(config);
  });

  it('answers over HTTP without a session', async () => {
    const response = await withKey.request('/trpc/analytics.getConfig');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { json: unknown } } };
    expect(body.result.data.json).toEqual({ key: 'phc_test', host: 'http://127.0.0.1:1234' });
  });

  it('is null without POSTHOG_KEY', async () => {
    expect(await withoutKey.caller(null).analytics.getConfig()).toBeNull();
    expect(await withoutKey.caller(await withoutKey.createUser()).analytics.getConfig()).toBeNull();
  });

  it("is null when the admin turned 'Usage analytics' off, and back when turned on", async () => {
    await withKey.db.insert(appConfig).values({ key: 'analytics_enabled', kind: 'SETTING', value: false });
    forgetAppConfig();
    expect(await withKey.caller(null).analytics.getConfig()).toBeNull();

    await withKey.db.update(appConfig).set({ value: true });
    forgetAppConfig();
    expect(await withKey.caller(null).analytics.getConfig()).toEqual({
      key: 'phc_test',
      host: 'http://127.0.0.1:1234',
    });
  });
});

describe('POSTHOG_HOST', () => {
  const base = { APP_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/rq-unused' };

  it("defaults to PostHog's US cloud", () => {
    expect(loadEnv({ ...base, POSTHOG_KEY: 'phc_test' }).POSTHOG_HOST).toBe('https://us.i.posthog.com');
    expect(loadEnv({ ...base, POSTHOG_HOST: '' }).POSTHOG_HOST).toBe('https://us.i.posthog.com');
  });

  it('must be a URL', () => {
    expect(() => loadEnv({ ...base, POSTHOG_HOST: 'us.i.posthog' })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, POSTHOG_HOST: 'us.i.posthog' })).toThrow(/POSTHOG_HOST/);
  });
});
