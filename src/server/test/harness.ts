import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createHttpApp } from '../app';
import type { SessionUser } from '../auth';
import type { AppDeps } from '../context-types';
import { shops, userShops, users } from '../db/schema';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { createLogger, type Logger } from '../lib/logger';
import type { Shop } from '../modules/shop/types';
import { createCaller } from '../trpc/router';
import { createTestDatabase, type TestDatabaseOptions } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-42';

type Overrides = Parameters<typeof createDeps>[3];

/** A fresh database, the app's dependencies and helpers to act as users, for one test file. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Overrides;
    logger?: Logger;
  } & TestDatabaseOptions = {},
) {
  const database = await createTestDatabase({
    knowledgeJobs: options.knowledgeJobs,
    readReplica: options.readReplica,
  });
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rq-data-')),
    LOG_LEVEL: 'silent',
    // Tests deliver no e-mail unless they start the SMTP emulator, production-like ones included.
    OUTBOX_ONLY: 'true',
    ...options.env,
  });
  const deps = createDeps(env, database, options.logger ?? createLogger('silent', false), options.overrides);
  const http = createHttpApp(deps, { webDist: '/nonexistent' });
  let counter = 0;

  async function createUser(
    input: { name?: string; email?: string; role?: 'ADMIN' | 'USER'; password?: string } = {},
  ) {
    counter += 1;
    const email = input.email ?? `user${counter}-${Date.now()}@example.test`;
    await deps.auth.api.signUpEmail({
      body: { name: input.name ?? `User ${counter}`, email, password: input.password ?? TEST_PASSWORD },
    });
    if (input.role === 'ADMIN')
      await deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, email));
    const [row] = await deps.db.select().from(users).where(eq(users.email, email));
    return row as SessionUser;
  }

  async function createShop(input: Partial<typeof shops.$inferInsert> = {}): Promise<Shop> {
    counter += 1;
    const [shop] = await deps.db
      .insert(shops)
      .values({ name: `Shop ${counter}`, standard_labor_rate: 150, ...input })
      .returning();
    return shop!;
  }

  /** As in the app: the first person in a shop is its owner (its creator), the others members. */
  async function addMember(user: { id: string }, shop: { id: string }, role?: 'OWNER' | 'MEMBER') {
    const [anyone] = await deps.db
      .select({ id: userShops.id })
      .from(userShops)
      .where(eq(userShops.shop_id, shop.id))
      .limit(1);
    await deps.db
      .insert(userShops)
      .values({ user_id: user.id, shop_id: shop.id, role: role ?? (anyone ? 'MEMBER' : 'OWNER') });
  }

  /** A tRPC caller acting as the user (or anonymous), from a client's address and headers when given. */
  function caller(
    user: SessionUser | null,
    resHeaders = new Headers(),
    client: { clientIp?: string; reqHeaders?: Headers } = {},
  ) {
    return createCaller({ deps, db: deps.db, user, resHeaders, ...client });
  }

  /** A raw HTTP request through the Hono app, as a browser on the app's origin would send it. */
  function request(path: string, init: RequestInit = {}, remoteAddress = '127.0.0.1') {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const bindings = { incoming: { socket: { remoteAddress } }, outgoing: {} } as unknown as HttpBindings;
    return http.request(`${TEST_ORIGIN}${path}`, { ...init, headers }, bindings);
  }

  /** Signs in through better-auth over HTTP; the Cookie header a browser would then send. */
  async function signInCookie(email: string, password = TEST_PASSWORD) {
    const response = await request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: HTTP ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  return {
    /** The network jobs of the repair knowledge the database started with (seedQuoting). */
    knowledgeJobs: options.knowledgeJobs,
    deps: deps as AppDeps,
    db: deps.db,
    http,
    request,
    signInCookie,
    createUser,
    createShop,
    addMember,
    caller,
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/**
 * Starts a test app before a file's tests and closes it after them. `ready` gets the app first,
 * for the file to keep it and do its own set-up; `timeout` is the set-up's, where it needs more
 * than the default hook timeout.
 */
export function setUpTestApp(
  { timeout, ...options }: TestAppOptions & { timeout?: number },
  ready: (t: TestApp) => unknown,
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    await ready(app);
  }, timeout);
  afterAll(() => app?.close());
}
