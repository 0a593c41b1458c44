import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * An API credential's client secret. It is shown once at creation and stored only as a salted
 * scrypt hash (`scrypt$N$r$p$salt$hash`, base64url), so a leaked database row gives no secret
 * away; its first and last characters are kept apart for the masked display.
 */

const CLIENT_ID_PREFIX = 'rqc_';
const CLIENT_SECRET_PREFIX = 'rqs_';
/** Recognisable prefixes let secret scanners and people tell an id from a secret at a glance. */
const CLIENT_ID_RANDOM_BYTES = 18; // 24 base64url characters
const CLIENT_SECRET_RANDOM_BYTES = 32;

export const MASKED_PREFIX_LENGTH = 8;
export const MASKED_SUFFIX_LENGTH = 4;

// OWASP's scrypt minimum (N=2^17, r=8, p=1) is for passwords; a secret of 256 random bits cannot
// be guessed, so the hash only has to be one-way and a token request stays cheap (about 16 MiB).
const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Parameters read back from a row are bounded, so a damaged row cannot make a request hog memory.
const MAX_N = 1 << 17;
const MAX_R = 32;
const MAX_P = 16;

export function generateClientId(): string {
  return CLIENT_ID_PREFIX + randomBytes(CLIENT_ID_RANDOM_BYTES).toString('base64url');
}

export function generateClientSecret(): string {
  return CLIENT_SECRET_PREFIX + randomBytes(CLIENT_SECRET_RANDOM_BYTES).toString('base64url');
}

/** The ends kept for the masked display ('rqs_AbCd…wXyZ'). */
export function maskedEnds(secret: string): { prefix: string; suffix: string } {
  return { prefix: secret.slice(0, MASKED_PREFIX_LENGTH), suffix: secret.slice(-MASKED_SUFFIX_LENGTH) };
}

function deriveKey(secret: string, salt: Buffer, options: { N: number; r: number; p: number }) {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(secret, salt, KEY_BYTES, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashClientSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(secret, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

function parseStoredHash(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : Number.NaN));
  if (!N || !r || !p || N > MAX_N || r > MAX_R || p > MAX_P || (N & (N - 1)) !== 0 || N < 2) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length !== KEY_BYTES) return null;
  return { options: { N, r, p }, salt, key };
}

/** Whether `secret` is the one `stored` was made from; compares in constant time. */
export async function verifyClientSecret(secret: string, stored: string): Promise<boolean> {
  if (typeof secret !== 'string' || typeof stored !== 'string') return false;
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(secret, parsed.salt, parsed.options);
  return timingSafeEqual(key, parsed.key);
}
