import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth';
import { knowledgeBases, shops, users } from '../db/schema';
import { TEST_PASSWORD, type TestApp } from '../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../test/quote-fixture';

// Names and titles refuse bidirectional controls and zero-width characters (shared/schemas/
// text.ts): through the procedures that set them, and through better-auth's own endpoints.

const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const ZERO_WIDTH_SPACE = '\u200b';
const refusal = (label: string) =>
  `${label} contains invisible formatting characters. Remove them and try again.`;

let t: TestApp;
let s: QuotingSeed;
let admin: SessionUser;
setUpQuotingApp({ knowledgeJobs: 50 }, async (app) => {
  ({ t, s } = app);
  admin = await t.createUser({ role: 'ADMIN', name: 'Ada Admin' });
});

describe('names and titles with invisible formatting characters', () => {
  it('are refused with a message naming the field, and nothing is saved', async () => {
    const as = t.caller(s.user);
    await expect(
      as.shop.createShop({ name: `Bayside ${RIGHT_TO_LEFT_OVERRIDE}otuA`, sms_name: 'DEMO_SHOP' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: refusal('Shop name') });
    expect(
      await t.db
        .select()
        .from(shops)
        .where(eq(shops.name, `Bayside ${RIGHT_TO_LEFT_OVERRIDE}otuA`)),
    ).toEqual([]);

    await expect(as.user.saveUser({ name: `Sam${ZERO_WIDTH_SPACE} Advisor` })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: refusal('Name'),
    });

    const quoteId = await createQuote(t, s);
    await expect(as.quote.updateQuote({ id: quoteId, title: `Brakes\u2066 (free)` })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: refusal('Title'),
    });
    await expect(
      as.quote.addQuoteLaborItem({
        quoteId,
        title: `Rotor${'\ufeff'} swap`,
        description: 'Replace both front rotors',
        hours: 1,
        rate: 100,
      }),
    ).rejects.toMatchObject({ message: refusal('Title') });

    await expect(
      as.notificationDemo.shareQuoteWithCustomer({
        quoteId,
        customerName: `Dana${'\u200f'} Driver`,
        customerEmail: 'dana@example.test',
        includeAcceptanceTracking: false,
      }),
    ).rejects.toMatchObject({ message: refusal('Customer name') });

    await expect(
      t.caller(admin).organization.createOrganization({ name: `Fleet${'\u2060'} Co` }),
    ).rejects.toMatchObject({ message: refusal('Name') });
  });

  it('stay allowed in a multi-line description, where emoji sequences need the zero-width joiner', async () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    await expect(
      t.caller(s.user).knowledgeBase.createKnowledgeBase({
        shop_id: s.shop.id,
        title: `Family${ZERO_WIDTH_SPACE} cars`,
        description: 'x',
      }),
    ).rejects.toMatchObject({ message: refusal('Title') });
    await t.caller(s.user).knowledgeBase.createKnowledgeBase({
      shop_id: s.shop.id,
      title: 'Family cars',
      description: `Check the child seats ${family}`,
    });
    const [saved] = await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.title, 'Family cars'));
    expect(saved?.description).toBe(`Check the child seats ${family}`);
  });

  it('are refused by better-auth’s sign-up and update-user too', async () => {
    const email = 'rtl.name@example.test';
    const signUp = await t.request(
      '/api/auth/sign-up/email',
      {
        method: 'POST',
        body: JSON.stringify({ name: `Riley${RIGHT_TO_LEFT_OVERRIDE} Chen`, email, password: TEST_PASSWORD }),
      },
      '10.29.0.1',
    );
    expect(signUp.status).toBe(400);
    expect((await signUp.json()).message).toBe(refusal('Name'));
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const signIn = await t.request(
      '/api/auth/sign-in/email',
      { method: 'POST', body: JSON.stringify({ email: s.user.email, password: TEST_PASSWORD }) },
      '10.29.0.2',
    );
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const update = await t.request(
      '/api/auth/update-user',
      { method: 'POST', body: JSON.stringify({ name: `Sam${ZERO_WIDTH_SPACE}` }), headers: { cookie } },
      '10.29.0.2',
    );
    expect(update.status).toBe(400);
    expect((await update.json()).message).toBe(refusal('Name'));
    expect((await t.caller(s.user).user.getMe()).name).toBe('Sam Advisor');
  });
});
