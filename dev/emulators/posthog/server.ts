import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';

/** One event as PostHog ingests it: what posthog-js sent, with where it arrived. */
export type ReceivedEvent = {
  event: string;
  distinctId: string | undefined;
  /** The project key the event was sent with. */
  token: string | undefined;
  properties: Record<string, unknown>;
  /** Person properties set by this event ($identify, $set). */
  set: Record<string, unknown> | undefined;
  /** The path it was posted to, e.g. /i/v0/e/. */
  endpoint: string;
};

export type PostHogEmulator = {
  url: string;
  /** Every event received, oldest first. */
  events: ReceivedEvent[];
  /** Every request received (method and path), oldest first, events or not. */
  requests: string[];
  close: () => Promise<void>;
};

type RawEvent = {
  event?: unknown;
  distinct_id?: unknown;
  api_key?: unknown;
  token?: unknown;
  properties?: Record<string, unknown>;
  $set?: Record<string, unknown>;
};

// What PostHog's remote config tells a client; everything beyond plain capture is off, so the
// client loads no extra scripts (recorder, surveys, site apps) from the emulator.
const remoteConfig = (token: string) => ({
  token,
  supportedCompression: ['gzip', 'gzip-js'],
  hasFeatureFlags: false,
  captureDeadClicks: false,
  capturePerformance: false,
  autocapture_opt_out: true,
  autocaptureExceptions: false,
  analytics: { endpoint: '/i/v0/e/' },
  elementsChainAsString: true,
  sessionRecording: false,
  heatmaps: false,
  surveys: false,
  productTours: false,
  defaultIdentifiedOnly: true,
  siteApps: [],
});

const EVENT_PATHS = ['/e/', '/i/v0/e/', '/batch/', '/capture/', '/track/', '/engage/'];

/**
 * A loopback stand-in for PostHog's ingestion API as posthog-js calls it: remote config, flags,
 * and event capture in each encoding the client uses (JSON, gzip, base64 form bodies).
 */
export async function startPostHogEmulator(options: { port?: number } = {}): Promise<PostHogEmulator> {
  const events: ReceivedEvent[] = [];
  const requests: string[] = [];
  const app = new Hono();

  // posthog-js calls from the app's page (any origin) without credentials.
  app.use('*', cors({ origin: (origin) => origin || '*', maxAge: 600 }));
  app.use('*', async (c, next) => {
    requests.push(`${c.req.method} ${c.req.path}`);
    await next();
  });

  app.get('/array/:token/config', (c) => c.json(remoteConfig(c.req.param('token'))));
  app.get('/array/:file{.+\\.js}', (c) => {
    const token = c.req.param('file').split('/')[0] ?? '';
    const config = JSON.stringify({ config: remoteConfig(token), siteApps: [] });
    return c.body(
      `(window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {})[${JSON.stringify(token)}] = ${config};`,
      200,
      { 'content-type': 'application/javascript' },
    );
  });

  const flags = (c: Context) =>
    c.json({
      flags: {},
      featureFlags: {},
      featureFlagPayloads: {},
      errorsWhileComputingFlags: false,
      quotaLimited: [],
      requestId: randomUUID(),
      ...(c.req.path.startsWith('/decide') || c.req.query('config') === 'true'
        ? remoteConfig(c.req.query('token') ?? '')
        : {}),
    });
  app.on(['GET', 'POST'], ['/flags', '/flags/', '/decide', '/decide/'], flags);

  app.post('*', async (c, next) => {
    const endpoint = c.req.path.endsWith('/') ? c.req.path : `${c.req.path}/`;
    if (!EVENT_PATHS.includes(endpoint)) return next();
    let payload: unknown;
    try {
      payload = decodeBody(new Uint8Array(await c.req.arrayBuffer()), c.req.query('compression'));
    } catch (error) {
      return c.json({ type: 'validation_error', detail: `Malformed request data: ${error}` }, 400);
    }
    for (const raw of eventsOf(payload)) events.push(toReceivedEvent(raw, endpoint));
    return c.json({ status: 1 });
  });

  // Session recordings and anything else posthog-js may post: accepted and dropped.
  app.post('/s/', (c) => c.json({ status: 1 }));
  app.notFound((c) =>
    c.json({ type: 'invalid_request', detail: `No route ${c.req.method} ${c.req.path}` }, 404),
  );

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    events,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A browser keeps its connections alive; they must not hold the close.
        (server as Server).closeAllConnections?.();
      }),
  };
}

/**
 * The JSON posthog-js sent: gzip bytes (gzip-js), a form body `data=<base64 or JSON>` (base64,
 * as sendBeacon sends), base64 text, or plain JSON.
 */
export function decodeBody(bytes: Uint8Array, compression?: string): unknown {
  const isGzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  let text = isGzip ? gunzipSync(bytes).toString('utf8') : new TextDecoder().decode(bytes);
  if (text.startsWith('data=')) text = new URLSearchParams(text).get('data') ?? '';
  const isBase64 = compression === 'base64' || !/^\s*[[{]/.test(text);
  if (isBase64) text = Buffer.from(text.trim(), 'base64').toString('utf8');
  return JSON.parse(text);
}

function eventsOf(payload: unknown): RawEvent[] {
  if (Array.isArray(payload)) return payload as RawEvent[];
  if (payload && typeof payload === 'object') {
    const batch = (payload as { batch?: unknown }).batch;
    if (Array.isArray(batch)) {
      const apiKey = (payload as { api_key?: unknown }).api_key;
      return (batch as RawEvent[]).map((event) => ({ api_key: apiKey, ...event }));
    }
    return [payload as RawEvent];
  }
  return [];
}

function toReceivedEvent(raw: RawEvent, endpoint: string): ReceivedEvent {
  const properties = raw.properties ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    event: text(raw.event) ?? '',
    distinctId: text(raw.distinct_id) ?? text(properties.distinct_id),
    token: text(raw.api_key) ?? text(raw.token) ?? text(properties.token),
    properties,
    set: raw.$set ?? (properties.$set as Record<string, unknown> | undefined),
    endpoint,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startPostHogEmulator({ port: Number(process.env.PORT ?? 11440) });
  process.stdout.write(
    `PostHog emulator listening on ${emulator.url}\n` +
      `  start the app with POSTHOG_KEY=phc_dev POSTHOG_HOST=${emulator.url}\n` +
      '  (analytics is skipped on localhost and IP addresses: open the app under a host name)\n',
  );
  let printed = 0;
  setInterval(() => {
    for (const event of emulator.events.slice(printed)) {
      process.stdout.write(
        `${event.event} ${event.distinctId ?? '-'} ${event.properties.$current_url ?? ''}\n`,
      );
    }
    printed = emulator.events.length;
  }, 500);
}
