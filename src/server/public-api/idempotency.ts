import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { textProblem } from '../../shared/schemas/text';
import { apiIdempotencyKeys } from '../db/schema';
import { claimRow } from '../modules/job-export/claim';
import { fieldProblem, problem } from './problem';
import type { ApiEnv } from './types';

const MAX_KEY_LENGTH = 255;
const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed';

/**
 * `Idempotency-Key` on a POST: the first request claims the key (a row without an answer), its
 * answer is stored, and a retry with the same key and the same request gets that answer again
 * (`Idempotent-Replayed: true`) without doing anything. The same key with another request is
 * 422; while the first is still running, 409. A 5xx answer frees the key so a retry can run.
 * The claim is job export's (decision 033): a key whose request died unanswered is taken over by
 * the same request once the claim is older than the lease, instead of answering 409 for good.
 */
export const idempotency: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (c.req.method !== 'POST' || key === undefined) return next();
  const refusal =
    key.length === 0 || key.length > MAX_KEY_LENGTH
      ? `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`
      : textProblem(key, 'Idempotency-Key');
  if (refusal) return fieldProblem(c, 400, { in: 'header', path: 'Idempotency-Key', message: refusal });
  const db = c.var.deps.db;
  const credentialId = c.var.credential.id;
  const body = await c.req.text();
  const fingerprint = `POST ${c.req.path} ${createHash('sha256').update(body).digest('hex')}`;

  const keyOf = and(eq(apiIdempotencyKeys.credential_id, credentialId), eq(apiIdempotencyKeys.key, key));
  const claim = await claimRow(db, {
    table: apiIdempotencyKeys,
    target: [apiIdempotencyKeys.credential_id, apiIdempotencyKeys.key],
    key: keyOf,
    values: { credential_id: credentialId, key, request_fingerprint: fingerprint },
    // A takeover renews created_at: the claim is dated by when its current request began.
    claimedAt: 'created_at',
    pending: isNull(apiIdempotencyKeys.status_code),
    isDone: (row) => row.status_code !== null,
    // Only the same request may take over a key whose first request died.
    takeOver: { where: eq(apiIdempotencyKeys.request_fingerprint, fingerprint) },
  });
  if (claim.kind !== 'claimed') {
    const first = claim.row;
    if (!first) return problem(c, 409, STILL_RUNNING);
    if (first.request_fingerprint !== fingerprint)
      return problem(c, 422, 'This Idempotency-Key was already used for a different request');
    if (first.status_code === null) return problem(c, 409, STILL_RUNNING);
    c.header('Idempotent-Replayed', 'true');
    const status = first.status_code as ContentfulStatusCode;
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return c.body(JSON.stringify(first.response_body), status, { 'Content-Type': type });
  }
  const claimed = claim.row;

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
