import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context-types';
import { queryRows } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { type DestinationPolicy, hostOf, isAllowedAddress, NOT_PUBLIC_MESSAGE } from '../../lib/destination';
import { decryptSecret } from '../../lib/secret-box';
import { signWebhook, WEBHOOK_HEADERS, WEBHOOK_USER_AGENT } from './signature';

export const WEBHOOK_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const DEFAULTS = { leaseMs: 60_000, timeoutMs: 10_000, batchSize: 10, maxPerPass: 100 };

export type DeliverOptions = {
  /** The pass's clock (tests move it forward instead of waiting). */
  now?: Date;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  maxPerPass?: number;
};

type DeliveryDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;

type ClaimedDelivery = {
  id: string;
  event_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret_encrypted: string;
};

type Outcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** Wait before attempt n+1 after n failed attempts: 10 s, 20 s, 40 s, … at most an hour. */
export function webhookBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/**
 * Claims due deliveries (pending, due, not leased — or leased by a worker that died) with
 * `for update skip locked`, so every app process may run passes at once without sending one
 * twice; the lease lets another instance take over after a crash.
 */
async function claimDue(deps: DeliveryDeps, now: Date, leaseMs: number, limit: number) {
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return queryRows<ClaimedDelivery>(
    deps.db,
    sql`with claimed as (
          update webhook_deliveries set locked_until = ${lockedUntil.toISOString()}::timestamptz
          where id in (
            select id from webhook_deliveries
            where status = 'PENDING' and next_attempt_at <= ${now.toISOString()}::timestamptz
              and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
            order by next_attempt_at limit ${limit} for update skip locked)
          returning id, webhook_id, event_id, payload, attempts)
        select claimed.id, claimed.event_id, claimed.payload, claimed.attempts, webhooks.url,
          webhooks.secret_encrypted
        from claimed join webhooks on webhooks.id = claimed.webhook_id`,
  );
}

class RefusedDestination extends Error {}

/**
 * Name resolution for a delivery that refuses every address the policy does not allow: the
 * address checked is the one connected to, so a name that resolves elsewhere at delivery than at
 * registration (DNS rebinding) reaches nothing inside either.
 */
function checkedLookup(policy: DestinationPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.some(({ address }) => !isAllowedAddress(address, policy)))
        return callback(new RefusedDestination(NOT_PUBLIC_MESSAGE), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

async function post(
  delivery: ClaimedDelivery,
  secret: string,
  now: Date,
  timeoutMs: number,
  policy: DestinationPolicy,
): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const url = new URL(delivery.url);
  const host = hostOf(url);
  if (isIP(host) && !isAllowedAddress(host, policy))
    return { ok: false, statusCode: null, error: NOT_PUBLIC_MESSAGE };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Outcome>((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_HEADERS.id]: delivery.event_id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
        },
        lookup: checkedLookup(policy),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // Only the status is kept: what a receiver answers is never stored or shown (it could be
        // anything the address serves). A redirect is not followed: the registered URL must answer.
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(
          status >= 200 && status < 300
            ? { ok: true, statusCode: status }
            : { ok: false, statusCode: status, error: `The endpoint answered ${status}` },
        );
      },
    );
    request.on('error', (error) =>
      resolve({ ok: false, statusCode: null, error: describeFailure(error, timeoutMs) }),
    );
    request.end(body);
  });
}

/** A short reason for the log, naming no port or internal detail. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedDestination) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `No answer within ${timeoutMs / 1000} s`;
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The host name does not resolve';
  return 'Could not connect to the endpoint';
}

async function record(deps: DeliveryDeps, delivery: ClaimedDelivery, outcome: Outcome, now: Date) {
  const attempts = delivery.attempts + 1;
  if (outcome.ok) {
    await deps.db
      .update(webhookDeliveries)
      .set({
        status: 'DELIVERED',
        attempts,
        last_status_code: outcome.statusCode,
        last_error: null,
        delivered_at: now,
        locked_until: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const isLast = attempts >= WEBHOOK_MAX_ATTEMPTS;
  await deps.db
    .update(webhookDeliveries)
    .set({
      status: isLast ? 'FAILED' : 'PENDING',
      attempts,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      locked_until: null,
      ...(isLast ? {} : { next_attempt_at: new Date(now.getTime() + webhookBackoffMs(attempts)) }),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

async function deliverOne(deps: DeliveryDeps, delivery: ClaimedDelivery, now: Date, timeoutMs: number) {
  let outcome: Outcome;
  try {
    const secret = decryptSecret(delivery.secret_encrypted, deps.env.APP_SECRET);
    outcome = await post(delivery, secret, now, timeoutMs, {
      allowLoopback: deps.env.WEBHOOK_ALLOW_LOOPBACK,
    });
  } catch (error) {
    outcome = { ok: false, statusCode: null, error: error instanceof Error ? error.message : 'Not sent' };
  }
  if (!outcome.ok)
    deps.logger.warn({ delivery: delivery.id, error: outcome.error }, 'webhook delivery failed');
  await record(deps, delivery, outcome, now);
}

/**
 * One delivery pass: claims what is due, POSTs each signed, records the answer (2xx: delivered;
 * otherwise retried with backoff, failed after 8 attempts). The worker runs one each poll;
 * tests call it with their own `now`. Returns how many deliveries were attempted.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps, options: DeliverOptions = {}): Promise<number> {
  const opts = { ...DEFAULTS, ...options };
  let attempted = 0;
  while (attempted < opts.maxPerPass) {
    // Each batch reads the clock again unless the caller fixed it.
    const now = options.now ?? new Date();
    const batch = await claimDue(
      deps,
      now,
      opts.leaseMs,
      Math.min(opts.batchSize, opts.maxPerPass - attempted),
    );
    if (batch.length === 0) break;
    await Promise.all(batch.map((delivery) => deliverOne(deps, delivery, now, opts.timeoutMs)));
    attempted += batch.length;
  }
  return attempted;
}
