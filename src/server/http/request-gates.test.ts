import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../app';
import { loadEnv } from '../env';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/harness';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';
import {
  BATCH_TOO_LARGE_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  foreignOriginMessage,
  requestTimeout,
  TIMEOUT_MESSAGE,
} from './request-gates';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser();
  const response = await t.request(
    '/api/auth/sign-in/email',
    { method: 'POST', body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }) },
    '10.7.0.1',
  );
  cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))!
    .split(';')[0]!;
});
afterAll(() => t.close());

const mutation = (
  headers: Record<string, string>,
  path = 'user.setDevMode',
  json: unknown = { enabled: false },
) =>
  t.request(`/trpc/${path}`, {
    method: 'POST',
    headers: { cookie, ...headers },
    body: JSON.stringify({ json }),
  });

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json()) as
    | { error: { json: { message: string } } }
    | [{ error: { json: { message: string } } }];
  return (Array.isArray(body) ? body[0] : body).error.json.message;
}

describe('the /trpc Origin gate (the same rule as /api/auth)', () => {
  it('refuses a cross-origin mutation carrying the user’s cookie, with a message naming the app', async () => {
    const response = await mutation({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(foreignOriginMessage(TEST_ORIGIN));
    const bySite = await t.request('/trpc/user.setDevMode', {
      method: 'POST',
      headers: new Headers({ cookie, 'sec-fetch-site': 'cross-site', origin: '' }),
      body: JSON.stringify({ json: { enabled: false } }),
    });
    expect(bySite.status).toBe(403);
  });

  it('lets the app’s own origin through, and 127.0.0.1 as well as localhost outside production', async () => {
    for (const origin of [TEST_ORIGIN, 'http://127.0.0.1:3000', 'http://localhost:5173']) {
      const response = await mutation({ origin }, 'user.setDevMode', { enabled: false });
      expect(JSON.stringify(await response.json())).not.toContain('another site');
    }
  });

  it('leaves reads alone', async () => {
    const response = await t.request('/trpc/user.getMe', {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.status).not.toBe(403);
  });
});

describe('size limits', () => {
  it('answers 413 with a message to a body over 1 MB, with or without Content-Length', async () => {
    const big = JSON.stringify({ json: { enabled: false, pad: 'x'.repeat(1_100_000) } });
    const sized = await t.request('/trpc/user.setDevMode', {
      method: 'POST',
      headers: { cookie },
      body: big,
    });
    expect(sized.status).toBe(413);
    expect(await messageOf(sized)).toBe(BODY_TOO_LARGE_MESSAGE);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(100_000)));
        controller.close();
      },
    });
    const streamed = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
  });

  it('refuses a batch of more than 20 calls with a message, and takes 20', async () => {
    const paths = (n: number) => Array.from({ length: n }, () => 'user.getMe').join(',');
    const input = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))));
    const tooMany = await t.request(`/trpc/${paths(21)}?batch=1&input=${input(21)}`, { headers: { cookie } });
    expect(tooMany.status).toBe(400);
    expect(await messageOf(tooMany)).toBe(BATCH_TOO_LARGE_MESSAGE);
    const fine = await t.request(`/trpc/${paths(20)}?batch=1&input=${input(20)}`, { headers: { cookie } });
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as unknown[]).length).toBe(20);
  });
});

describe('a request that runs too long', () => {
  it('answers 504 with a message instead of hanging', async () => {
    const app = new Hono();
    app.use('*', requestTimeout(30));
    app.get('/slow', async (c) => {
      await new Promise((r) => setTimeout(r, 200));
      return c.text('late');
    });
    const response = await app.request('/slow');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: TIMEOUT_MESSAGE });
  });
});

describe('unexpected errors', () => {
  // The app's own tRPC instance (formatter and all) serving a procedure that fails like a query
  // with a bad parameter does: the client must get neither the SQL nor a stack.
  const failing = router({
    boom: publicProcedure.query(() => {
      throw Object.assign(
        new Error('invalid byte sequence for encoding "UTF8": 0x00 in SELECT * FROM users'),
        {
          code: '22021',
        },
      );
    }),
  });

  it('reach the client as a generic sentence with an error id, the details only in the log', async () => {
    const logged: Array<{ errorId?: string; err?: unknown }> = [];
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/boom'),
      router: failing,
      createContext: () => ({ deps: t.deps, db: t.db, user: null }),
      onError: ({ error }) => logged.push({ errorId: (error as unknown as { errorId?: string }).errorId }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/SELECT|UTF8|stack|\.ts/);
    const body = JSON.parse(text) as { error: { json: { message: string; data: { errorId: string } } } };
    expect(body.error.json.message).toMatch(
      /^Something went wrong on our side\. .*quote error [0-9A-F]{8}\.$/,
    );
    expect(body.error.json.message).toContain(body.error.json.data.errorId);
    expect(logged).toHaveLength(1);
  });

  it('through the app: the answer quotes the id of the log line holding the details', async () => {
    const logged: Array<{ errorId?: string; err?: Error }> = [];
    const logger = t.deps.logger;
    const originalError = logger.error;
    const originalSelect = t.db.select;
    logger.error = ((obj: { errorId?: string; err?: Error }) => logged.push(obj)) as typeof logger.error;
    t.db.select = (() => {
      throw new Error('connection terminated while running SELECT * FROM "users" WHERE email = $1');
    }) as unknown as typeof t.db.select;
    try {
      const response = await t.request('/trpc/user.getMe', { headers: { cookie } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(/SELECT|users|stack/);
      const errorId = (JSON.parse(text) as { error: { json: { data: { errorId: string } } } }).error.json.data
        .errorId;
      expect(logged.map((l) => l.errorId)).toContain(errorId);
      expect(logged.find((l) => l.errorId === errorId)?.err).toBeInstanceOf(Error);
    } finally {
      logger.error = originalError;
      t.db.select = originalSelect;
    }
  });
});

describe('security headers', () => {
  it('send a CSP without inline scripts, no framing, nosniff and no referrer; HSTS only in production', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("'unsafe-inline' ; script");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('let the API docs page run its own inline start-up script by hash, nothing else inline', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });

  it('in production: HSTS, and no source map served', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'rq-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_URL: 'https://quotes.example.com',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: webDist,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      OUTBOX_ONLY: 'true',
    });
    const production = createHttpApp({ ...t.deps, env }, { webDist });
    const page = await production.request('/quotes');
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await production.request('/assets/app.js')).status).toBe(200);
    expect((await production.request('/assets/app.js.map')).status).toBe(404);
    const development = createHttpApp(t.deps, { webDist });
    expect((await development.request('/assets/app.js.map')).status).toBe(200);
  });
});
