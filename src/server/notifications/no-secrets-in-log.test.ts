import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/harness';
import { seedQuoting } from '../test/quote-fixture';
import { latestMessageTo, outboxFilePath } from './outbox';

// Without SMTP and Twilio every message stays in the outbox: the links in them (password reset,
// invitation, sign-up, quote share) carry tokens that must never reach the server log.

const logLines: string[] = [];
let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
beforeAll(async () => {
  t = await createTestApp({
    knowledgeJobs: 50,
    logger: createLogger('trace', false, { write: (line) => logLines.push(line) }),
  });
  s = await seedQuoting(t);
}, 120_000);
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  t.request(path, { method: 'POST', body: JSON.stringify(body) }, '10.40.0.1');
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('secrets in the log', () => {
  it('logs that each message was kept and to whom (masked), never its link or token', async () => {
    const tokens: string[] = [];

    // Password reset, and the reset itself.
    const user = await t.createUser({ name: 'Pat Reset', email: 'pat.reset@example.test' });
    expect((await post('/api/auth/request-password-reset', { email: user.email })).status).toBe(200);
    const reset = await latestMessageTo(t.db, user.email, 'PASSWORD_RESET');
    const resetToken = reset!.body.match(/\/reset-password\/([\w-]+)/)![1]!;
    tokens.push(resetToken);
    // better-auth keeps the reset token hashed too.
    const stored = await t.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(resetToken);
    expect(
      (await post('/api/auth/reset-password', { newPassword: 'brand-new-pass-9', token: resetToken })).status,
    ).toBe(200);

    // Invitation.
    await t
      .caller(s.user)
      .invitation.inviteUserToShop({ shopId: s.shop.id, email: 'ivy.invitee@example.test' });
    const invitation = await latestMessageTo(t.db, 'ivy.invitee@example.test', 'INVITATION');
    tokens.push(new URL(linksIn(invitation!.body)[0]!).searchParams.get('invitationToken')!);

    // Quote shared by e-mail and text, with a tracked link.
    const created = await t
      .caller(s.user)
      .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: 'front brake pads' });
    const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId: created.response.quote!.id,
      customerName: 'Dana Driver',
      customerEmail: 'dana.driver@example.test',
      customerPhone: '(650) 555-0142',
      includeAcceptanceTracking: true,
    });
    tokens.push(new URL(shared.link).searchParams.get('t')!);

    // Sign-up confirmation link (a signed token).
    await t
      .caller(null)
      .user.signup({ name: 'Sid Signup', email: 'sid.signup@example.test', password: 'long-enough-1' });
    const confirmation = await latestMessageTo(t.db, 'sid.signup@example.test', 'SIGN_UP_VERIFICATION');
    tokens.push(new URL(linksIn(confirmation!.body)[0]!).searchParams.get('token')!);

    expect(tokens.every((token) => token.length >= 20)).toBe(true);
    const log = logLines.join('');
    for (const token of tokens) expect(log).not.toContain(token);
    for (const message of [reset, invitation, confirmation]) {
      for (const link of linksIn(message!.body)) expect(log).not.toContain(link);
    }

    const kept = logLines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg?.includes('kept in the outbox'));
    expect(kept.map((entry) => `${entry.kind} ${entry.channel} ${entry.to}`)).toEqual(
      expect.arrayContaining([
        'PASSWORD_RESET EMAIL p***@example.test',
        'INVITATION EMAIL i***@example.test',
        'QUOTE_SHARE EMAIL d***@example.test',
        'QUOTE_SHARE SMS ***0142',
        'SIGN_UP_VERIFICATION EMAIL s***@example.test',
      ]),
    );
    for (const entry of kept) expect(Object.keys(entry)).not.toContain('body');

    // Outside production the outbox file is where the demo and development read the messages.
    const outbox = readFileSync(outboxFilePath(t.deps.env), 'utf8');
    for (const token of tokens) expect(outbox).toContain(token);
  });

  it('redacts message bodies, tokens and secrets in anything logged, as a second line of defence', () => {
    const lines: string[] = [];
    const logger = createLogger('info', false, { write: (line) => lines.push(line) });
    logger.info(
      {
        body: 'Reset: https://x.test/reset-password/abc123secret',
        token: 'tok-secret-1',
        detail: [{ password: 'pw' }],
      },
      'visit https://x.test/signup?invitationToken=inv-secret-2&shopId=1 or /quote/9?t=share-secret-3',
    );
    logger.error(
      new Error('verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJl failed'),
    );
    const out = lines.join('');
    for (const secret of [
      'abc123secret',
      'tok-secret-1',
      'inv-secret-2',
      'share-secret-3',
      'eyJhbGciOiJIUzI1NiJ9',
    ])
      expect(out).not.toContain(secret);
    expect(out).toContain('shopId=1');
    expect(out).toContain('[redacted]');
  });
});
