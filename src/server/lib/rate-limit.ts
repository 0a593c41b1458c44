import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

/**
 * better-auth's limiter removes the rows of its table whose last request is older than its
 * longest window (a minute, auth.ts): a window here may not be longer, or its count would go.
 */
export const MAX_WINDOW_SECONDS = 60;

export type RateLimitRule = {
  /** What is counted, unique across the app: 'user:<id>:ai.polishText'. */
  key: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitCount = { count: number; isOver: boolean; resetSeconds: number };

/**
 * Counts one request against a fixed window of the rule, in the rate_limits table better-auth
 * keeps its own sign-in limits in: one UPSERT, so the count holds across every app instance and
 * two requests at once cannot both take the last place. Our keys start with a word and a colon,
 * never an address as better-auth's do. A row keeps the start of its window in last_request.
 */
export async function countRequest(db: Db, rule: RateLimitRule): Promise<RateLimitCount> {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS)
    throw new Error(`A rate-limit window is at most ${MAX_WINDOW_SECONDS} s (${rule.key})`);
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key: rule.key, count: 1, lastRequest: windowStart })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`greatest(${rateLimits.lastRequest}, ${windowStart})`,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return {
    count,
    isOver: count > rule.limit,
    resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/**
 * A per-user limit on a procedure that costs something (a model's tokens, a paid lookup): past
 * the limit, TOO_MANY_REQUESTS with the procedure's own message.
 */
export async function limitPerUser(
  ctx: { db: Db; user: { id: string } },
  rule: { name: string; limit: number; windowSeconds: number; message: string },
): Promise<void> {
  const { isOver } = await countRequest(ctx.db, {
    key: `user:${ctx.user.id}:${rule.name}`,
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
  });
  if (isOver) throw new AppError('TOO_MANY_REQUESTS', rule.message);
}
