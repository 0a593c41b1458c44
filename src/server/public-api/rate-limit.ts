import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { apiRateWindows } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { countRequest } from '../lib/rate-limit';
import { problem } from './problem';
import type { ApiEnv } from './types';

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;
/** Token requests a minute from one address (an IPv6 /64 counts as one address). */
export const TOKEN_REQUESTS_PER_MINUTE_PER_ADDRESS = 30;
/** Token requests a minute naming one client id, known or not; a client needs one per 15 minutes. */
export const TOKEN_REQUESTS_PER_MINUTE_PER_CLIENT = 10;
const WINDOW_MS = 60_000;

type Window = { start: number; resetSeconds: number };

function currentWindow(now = Date.now()): Window {
  const start = now - (now % WINDOW_MS);
  return { start, resetSeconds: Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)) };
}

/** 429 problem+json with Retry-After in seconds. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, detail: string): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return problem(c, 429, detail);
}

/**
 * A fixed one-minute window per credential, counted in the database so every server process
 * shares it: one UPSERT per request. Over the limit: 429 with Retry-After to the window's end.
 */
export const rateLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const credential = c.var.credential;
  const db = c.var.deps.db;
  const limit = credential.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE;
  const window = currentWindow();
  const windowStart = new Date(window.start);
  const [row] = await db
    .insert(apiRateWindows)
    .values({ credential_id: credential.id, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiRateWindows.credential_id, apiRateWindows.window_start],
      set: { count: sql`${apiRateWindows.count} + 1` },
    })
    .returning({ count: apiRateWindows.count });
  const count = row?.count ?? 1;
  // The first request of a window clears the credential's past windows.
  if (count === 1)
    await db
      .delete(apiRateWindows)
      .where(
        and(eq(apiRateWindows.credential_id, credential.id), lt(apiRateWindows.window_start, windowStart)),
      );
  const { resetSeconds } = window;
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  c.header('RateLimit-Reset', String(resetSeconds));
  if (count > limit)
    return tooManyRequests(
      c,
      resetSeconds,
      `Rate limit of ${limit} requests a minute exceeded. Retry in ${resetSeconds} s.`,
    );
  await next();
};

// The token endpoint is asked before there is a credential: its windows are keyed by the
// client's address and by the client id it names, known or not, and counted by the app's keyed
// limiter (lib/rate-limit.ts, in `rate_limits`, shared by every instance like `api_rate_windows`,
// which is keyed by credential).
const TOKEN_KEY_PREFIX = 'public-api:token:';

/** One address's key: an IPv6 client usually holds a whole /64, so that is what counts. */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The token endpoint's limits, counted before any secret is hashed: per address, then per client
 * id. Null when the request may go on, else the 429 answer.
 */
export async function limitTokenRequests(
  c: Context<ApiEnv>,
  clientId: string | undefined,
): Promise<Response | null> {
  const db = c.var.deps.db;
  const address = addressKey(clientIp(c.env?.incoming?.socket?.remoteAddress));
  const fromAddress = await countRequest(db, {
    key: `${TOKEN_KEY_PREFIX}address:${address}`,
    limit: TOKEN_REQUESTS_PER_MINUTE_PER_ADDRESS,
    windowSeconds: WINDOW_MS / 1000,
  });
  if (fromAddress.isOver)
    return tooManyRequests(
      c,
      fromAddress.resetSeconds,
      `Too many token requests from this address (the limit is ${TOKEN_REQUESTS_PER_MINUTE_PER_ADDRESS} a minute). Retry in ${fromAddress.resetSeconds} s.`,
    );
  if (clientId === undefined) return null;
  const forClient = await countRequest(db, {
    key: `${TOKEN_KEY_PREFIX}client:${clientId}`,
    limit: TOKEN_REQUESTS_PER_MINUTE_PER_CLIENT,
    windowSeconds: WINDOW_MS / 1000,
  });
  if (forClient.isOver)
    return tooManyRequests(
      c,
      forClient.resetSeconds,
      `Too many token requests for this client id (the limit is ${TOKEN_REQUESTS_PER_MINUTE_PER_CLIENT} a minute). Retry in ${forClient.resetSeconds} s.`,
    );
  return null;
}

type Outcome<T> = { isDone: true; value: T } | { isDone: false };

/**
 * Runs at most `concurrency` tasks at once with at most `maxWaiting` more queued; a task past
 * that is not run (`isDone: false`), so CPU-heavy work asked for by strangers stays bounded.
 */
export function createWorkLimiter(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot to the next in line.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<Outcome<T>> => {
    if (running < concurrency) running += 1;
    else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else return { isDone: false };
    try {
      return { isDone: true, value: await task() };
    } finally {
      release();
    }
  };
}
