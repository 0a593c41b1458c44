import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_LINK_MESSAGE } from '../../shared/account-pages';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/harness';
import { wrongOriginMessage } from './auth-answers';

let t: TestApp;
let production: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({
    env: { NODE_ENV: 'production', APP_URL: 'https://quotes.example.com', SMTP_URL: 'smtp://127.0.0.1:2525' },
  });
  email = (await t.createUser()).email;
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const signIn = (app: TestApp, origin: string, address: string) =>
  app.request(
    '/api/auth/sign-in/email',
    { method: 'POST', headers: { origin }, body: JSON.stringify({ email, password: TEST_PASSWORD }) },
    address,
  );

describe('sign-in from either local address', () => {
  it('works at http://localhost and http://127.0.0.1 outside production', async () => {
    expect((await signIn(t, TEST_ORIGIN, '10.8.0.1')).status).toBe(200);
    expect((await signIn(t, 'http://127.0.0.1:3000', '10.8.0.2')).status).toBe(200);
  });

  it('names the address to use when the origin is wrong, instead of "Invalid origin"', async () => {
    const response = await signIn(t, 'https://evil.example', '10.8.0.3');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(wrongOriginMessage(TEST_ORIGIN));
    const inProduction = await signIn(production, 'http://127.0.0.1:3000', '10.8.0.4');
    expect(inProduction.status).toBe(403);
    expect(((await inProduction.json()) as { message: string }).message).toBe(
      wrongOriginMessage('https://quotes.example.com'),
    );
  });
});

describe('a spent or wrong reset link', () => {
  it('says the link expired and to ask for a new one, instead of "Invalid token"', async () => {
    const response = await t.request('/api/auth/reset-password', {
      method: 'POST',
      body: JSON.stringify({ newPassword: 'another-password-1', token: 'not-a-real-token' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string };
    expect(body).toMatchObject({ message: EXPIRED_LINK_MESSAGE, code: 'INVALID_TOKEN' });
  });
});
