import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link (URL-safe): `bytes` random bytes. */
export function newLinkToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database keeps of a link's token: its sha256 (hex). A copy of the table does not
 * open the links; looking a token up hashes it first. Equal to PostgreSQL's
 * encode(sha256(convert_to(token, 'UTF8')), 'hex').
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
