import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiIdempotencyKeys } from '../db/schema';
import { problem } from './problem';
import type { ApiEnv } from './types';

const MAX_KEY_LENGTH = 255;

/**
 * `Idempotency-Key` on a POST: the first request claims the key (a row without an answer), its
 * answer is stored, and a retry with the same key and the same request gets that answer again
 * (`Idempotent-Replayed: true`) without doing anything. The same key with another request is
 * 422; while the first is still running, 409. A 5xx answer frees the key so a retry can run.
 */
export const idempotency: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (c.req.method !== 'POST' || key === undefined) return next();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH)
    return problem(c, 400, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
  const db = c.var.deps.db;
  const credentialId = c.var.credential.id;
  const body = await c.req.text();
  const fingerprint = `POST ${c.req.path} ${createHash('sha256').update(body).digest('hex')}`;

  const [claimed] = await db
    .insert(apiIdempotencyKeys)
    .values({ credential_id: credentialId, key, request_fingerprint: fingerprint })
    .onConflictDoNothing({ target: [apiIdempotencyKeys.credential_id, apiIdempotencyKeys.key] })
    .returning({ id: apiIdempotencyKeys.id });
  if (!claimed) {
    const [first] = await db
      .select()
      .from(apiIdempotencyKeys)
      .where(and(eq(apiIdempotencyKeys.credential_id, credentialId), eq(apiIdempotencyKeys.key, key)));
    if (!first) return problem(c, 409, 'A request with this Idempotency-Key is still being processed');
    if (first.request_fingerprint !== fingerprint)
      return problem(c, 422, 'This Idempotency-Key was already used for a different request');
    if (first.status_code === null)
      return problem(c, 409, 'A request with this Idempotency-Key is still being processed');
    c.header('Idempotent-Replayed', 'true');
    const status = first.status_code as ContentfulStatusCode;
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return c.body(JSON.stringify(first.response_body), status, { 'Content-Type': type });
  }

  const release = () => db.delete(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.id, claimed.id));
  try {
    await next();
  } catch (error) {
    await release();
    throw error;
  }
  if (c.res.status >= 500) {
    await release();
    return;
  }
  const answer: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  await db
    .update(apiIdempotencyKeys)
    .set({ status_code: c.res.status, response_body: answer })
    .where(eq(apiIdempotencyKeys.id, claimed.id));
};
