import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from './app-error';

// Integration credentials (vendor API keys) are stored encrypted so a database dump or backup
// alone does not hand out a shop's supplier accounts; the key lives only in APP_SECRET.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'repair-quoting/secret-box';
const INFO = 'integration-credentials';
const MASK = '••••••••';
/** Below this length the last four characters would reveal too much of the secret. */
const MIN_LENGTH_TO_SHOW_TAIL = 12;

const keys = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, SALT, INFO, 32));
    keys.set(appSecret, key);
  }
  return key;
}

/** AES-256-GCM with a random IV: `v1:{iv}:{tag}:{ciphertext}`, each part base64. */
export function encryptSecret(plaintext: string, appSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret), iv);
  // The version is authenticated too, so a box cannot be relabelled as another format.
  cipher.setAAD(Buffer.from(VERSION));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(':');
}

/** The plaintext of a box made by encryptSecret; throws when it was altered or made with another key. */
export function decryptSecret(boxed: string, appSecret: string): string {
  const parts = boxed.split(':');
  const [version, ivText, tagText, ciphertextText] = parts;
  if (parts.length !== 4 || version !== VERSION || !ivText || !tagText || ciphertextText === undefined) {
    throw new AppError('INTERNAL', 'The stored credential is not in a format this server can read.');
  }
  const iv = Buffer.from(ivText, 'base64');
  const tag = Buffer.from(tagText, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new AppError('INTERNAL', 'The stored credential is not in a format this server can read.');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret), iv);
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([
      decipher.update(Buffer.from(ciphertextText, 'base64')),
      decipher.final(),
    ]);
    return plaintext.toString('utf8');
  } catch (error) {
    throw new AppError(
      'INTERNAL',
      'The stored credential could not be decrypted: it was altered, or APP_SECRET changed since it was saved.',
      { cause: error },
    );
  }
}

/**
 * A secret as the settings screen may show it: the last four characters behind a fixed-width
 * mask (the mask does not reveal the length); short secrets are masked entirely.
 */
export function maskSecret(secret: string): string {
  if (secret === '') return '';
  if (secret.length < MIN_LENGTH_TO_SHOW_TAIL) return MASK;
  return `${MASK}${secret.slice(-4)}`;
}
