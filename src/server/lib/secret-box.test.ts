import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decryptSecret, encryptSecret, maskSecret } from './secret-box';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const OTHER_SECRET = 'another-secret-another-secret-another-99';

function decryptError(boxed: string, appSecret = SECRET): AppError {
  try {
    decryptSecret(boxed, appSecret);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('decryptSecret accepted a box it should have rejected');
}

describe('secret box', () => {
  it('round-trips a secret, including non-ASCII and empty text', () => {
    for (const plain of ['pt-user-key-123', 'clé secrète ✓', '']) {
      expect(decryptSecret(encryptSecret(plain, SECRET), SECRET)).toBe(plain);
    }
  });

  it('writes a versioned box with a fresh IV each time, never the plaintext', () => {
    const a = encryptSecret('pt-user-key-123', SECRET);
    const b = encryptSecret('pt-user-key-123', SECRET);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('pt-user-key');
    const [, iv, tag] = a.split(':');
    expect(Buffer.from(iv!, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64')).toHaveLength(16);
  });

  it('rejects a box whose ciphertext was changed', () => {
    const [version, iv, tag, ciphertext] = encryptSecret('pt-user-key-123', SECRET).split(':');
    const bytes = Buffer.from(ciphertext!, 'base64');
    bytes[0] = bytes[0]! ^ 0x01;
    const error = decryptError([version, iv, tag, bytes.toString('base64')].join(':'));
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe(
      'The stored credential could not be decrypted: it was altered, or APP_SECRET changed since it was saved.',
    );
  });

  it('rejects a box whose tag or IV was swapped for another box’s', () => {
    const first = encryptSecret('pt-user-key-123', SECRET).split(':');
    const second = encryptSecret('pt-user-key-123', SECRET).split(':');
    expect(decryptError([first[0], first[1], second[2], first[3]].join(':')).code).toBe('INTERNAL');
    expect(decryptError([first[0], second[1], first[2], first[3]].join(':')).code).toBe('INTERNAL');
  });

  it('rejects a box made with another APP_SECRET', () => {
    const boxed = encryptSecret('pt-user-key-123', OTHER_SECRET);
    expect(decryptError(boxed).message).toMatch(/APP_SECRET changed/);
  });

  it.each(['plain-text-key', 'v2:AAAA:AAAA:AAAA', 'v1:only:three', 'v1:AAAA:AAAAAAAAAAAAAAAAAAAAAA==:AAAA'])(
    'rejects a malformed box %j with a clear message',
    (boxed) => {
      expect(decryptError(boxed).message).toBe(
        'The stored credential is not in a format this server can read.',
      );
    },
  );

  it.each([
    ['abcd1234efgh', '••••••••efgh'],
    ['a-much-longer-partner-api-key-9f3c', '••••••••9f3c'],
    ['short-key', '••••••••'],
    ['abc', '••••••••'],
    ['', ''],
  ])('masks %j as %j', (secret, masked) => {
    expect(maskSecret(secret)).toBe(masked);
  });
});
