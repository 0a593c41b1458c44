import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header names and format documented in the README's 'Webhooks' section. */
export const WEBHOOK_HEADERS = {
  id: 'Webhook-Id',
  timestamp: 'Webhook-Timestamp',
  signature: 'Webhook-Signature',
} as const;
export const WEBHOOK_USER_AGENT = 'RepairQuotes-Webhooks/1';
const SIGNATURE_VERSION = 'v1';
/** A receiver refuses a signature older (or newer) than this, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A new signing secret, shown to the organization once. */
export function createSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function hmacHex(secret: string, timestamp: string | number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `v1={hex HMAC-SHA256(secret, "{timestamp}.{body}")}` */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `${SIGNATURE_VERSION}=${hmacHex(secret, timestamp, body)}`;
}

/**
 * For receivers (and our tests): whether the Webhook-Signature header signs this exact body at
 * this timestamp. The header may list several space-separated signatures (a future secret
 * rotation); any v1 match passes. With `nowSeconds`, a timestamp outside the tolerance fails.
 */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string | number,
  body: string,
  header: string | null | undefined,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header) return false;
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds)) return false;
  if (options.nowSeconds !== undefined) {
    const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
    if (Math.abs(options.nowSeconds - seconds) > tolerance) return false;
  }
  const expected = Buffer.from(hmacHex(secret, String(timestamp), body), 'hex');
  return header.split(' ').some((part) => {
    const [version, value] = part.split('=', 2);
    if (version !== SIGNATURE_VERSION || !value || !/^[0-9a-f]{64}$/i.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
