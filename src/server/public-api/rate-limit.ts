import { and, eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { apiRateWindows } from '../db/schema';
import { problem } from './problem';
import type { ApiEnv } from './types';

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per credential, counted in the database so every server process
 * shares it: one UPSERT per request. Over the limit: 429 with Retry-After to the window's end.
 */
export const rateLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const credential = c.var.credential;
  const db = c.var.deps.db;
  const limit = credential.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE;
  const now = Date.now();
  const windowStart = new Date(now - (now % WINDOW_MS));
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
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  c.header('RateLimit-Reset', String(resetSeconds));
  if (count > limit) {
    c.header('Retry-After', String(resetSeconds));
    return problem(c, 429, `Rate limit of ${limit} requests a minute exceeded. Retry in ${resetSeconds} s.`);
  }
  await next();
};
