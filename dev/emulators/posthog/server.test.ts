import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PostHogEmulator, startPostHogEmulator } from './server';

let emulator: PostHogEmulator;
beforeAll(async () => {
  emulator = await startPostHogEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.events.length = 0;
});

const APP_ORIGIN = 'http://analytics-e2e.test:4000';

const batch = {
  api_key: 'phc_test',
  batch: [
    {
      event: '$identify',
      properties: {
        distinct_id: 'user-1',
        $anon_distinct_id: 'anon-1',
        token: 'phc_test',
        $current_url: `${APP_ORIGIN}/`,
      },
      $set: { email: 'advisor@example.com', name: 'Alex Advisor' },
    },
    {
      event: '$pageview',
      properties: {
        distinct_id: 'user-1',
        token: 'phc_test',
        $current_url: `${APP_ORIGIN}/settings/profile`,
      },
    },
  ],
};

const expectedEvents = (endpoint: string) => [
  {
    event: '$identify',
    distinctId: 'user-1',
    token: 'phc_test',
    properties: expect.objectContaining({ $current_url: `${APP_ORIGIN}/` }),
    set: { email: 'advisor@example.com', name: 'Alex Advisor' },
    endpoint,
  },
  {
    event: '$pageview',
    distinctId: 'user-1',
    token: 'phc_test',
    properties: expect.objectContaining({ $current_url: `${APP_ORIGIN}/settings/profile` }),
    set: undefined,
    endpoint,
  },
];

// posthog-js's base64: the UTF-8 bytes of the JSON, base64-encoded, as a form field.
const base64Form = (value: unknown) =>
  `data=${encodeURIComponent(Buffer.from(JSON.stringify(value), 'utf8').toString('base64'))}`;

describe('PostHog emulator', () => {
  it('records a JSON batch posted to /batch/', async () => {
    const response = await fetch(`${emulator.url}/batch/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1 });
    expect(emulator.events).toEqual(expectedEvents('/batch/'));
  });

  it('records a gzip batch posted to /i/v0/e/ as posthog-js sends it (gzip-js)', async () => {
    const response = await fetch(`${emulator.url}/i/v0/e/?ip=0&_=1700000000000&ver=1.449.2`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: gzipSync(JSON.stringify(batch.batch)),
    });
    expect(response.status).toBe(200);
    expect(emulator.events.map(({ token, ...rest }) => rest)).toEqual(
      expectedEvents('/i/v0/e/').map(({ token, ...rest }) => rest),
    );
  });

  it('records a base64 form body (sendBeacon) with compression=base64, and a single event to /e/', async () => {
    const beacon = await fetch(`${emulator.url}/e/?compression=base64`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: base64Form(batch.batch),
    });
    expect(beacon.status).toBe(200);
    const single = await fetch(`${emulator.url}/e/`, {
      method: 'POST',
      body: JSON.stringify({ event: 'clicked', properties: { distinct_id: 'user-2', token: 'phc_test' } }),
    });
    expect(single.status).toBe(200);
    expect(emulator.events.map((event) => [event.event, event.distinctId])).toEqual([
      ['$identify', 'user-1'],
      ['$pageview', 'user-1'],
      ['clicked', 'user-2'],
    ]);
    expect(emulator.events[0]?.set).toEqual({ email: 'advisor@example.com', name: 'Alex Advisor' });
  });

  it('answers a body it cannot read with 400 and records nothing', async () => {
    const response = await fetch(`${emulator.url}/e/`, { method: 'POST', body: 'not json at all' });
    expect(response.status).toBe(400);
    expect(emulator.events).toEqual([]);
  });

  it("lets the app's origin post events (CORS preflight)", async () => {
    const preflight = await fetch(`${emulator.url}/i/v0/e/`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers remote config and flags so the client starts with everything but capture off', async () => {
    const config = await fetch(`${emulator.url}/array/phc_test/config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({
      token: 'phc_test',
      supportedCompression: ['gzip', 'gzip-js'],
      analytics: { endpoint: '/i/v0/e/' },
      sessionRecording: false,
      autocapture_opt_out: true,
    });

    const flags = await fetch(`${emulator.url}/flags/?v=2`, {
      method: 'POST',
      body: gzipSync(JSON.stringify({ token: 'phc_test', distinct_id: 'user-1' })),
    });
    expect(flags.status).toBe(200);
    expect(await flags.json()).toMatchObject({ flags: {}, errorsWhileComputingFlags: false });

    const script = await fetch(`${emulator.url}/array/phc_test/config.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('_POSTHOG_REMOTE_CONFIG');
    expect(emulator.requests).toEqual(
      expect.arrayContaining(['GET /array/phc_test/config', 'POST /flags/', 'GET /array/phc_test/config.js']),
    );
  });
});
