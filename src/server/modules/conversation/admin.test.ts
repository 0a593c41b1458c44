import { describe, expect, it } from 'vitest';
import { conversations, messages, quotes, vehicles } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const FORBIDDEN = { code: 'FORBIDDEN', message: 'Administrator access is required.' };

/** `n` conversations of a shop whose titles start with `prefix`, a minute apart (the first oldest). */
async function conversationsOf(
  shop: { id: string },
  prefix: string,
  n: number,
  author: { id: string } | null,
) {
  const start = Date.UTC(2026, 3, 1);
  return t.db
    .insert(conversations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        shop_id: shop.id,
        title: `${prefix} ${String(i + 1).padStart(2, '0')}`,
        created_by: author?.id ?? null,
        created_at: new Date(start + i * 60_000),
      })),
    )
    .returning();
}

describe('conversation.getAdminConversations', () => {
  it("lists every shop's conversations newest first with shop, author and message count, 20 a page", async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const advisor = await t.createUser({ name: 'Sam Advisor' });
    const shop = await t.createShop({ name: 'Chatty Garage' });
    const rows = await conversationsOf(shop, 'Chat 100%', 25, advisor);
    await t.db.insert(messages).values([
      { conversation_id: rows[24]!.id, content: 'Brakes grind', created_by: advisor.id },
      { conversation_id: rows[24]!.id, content: 'Here is a quote', created_by: null },
    ]);
    const other = await t.createShop({ name: 'Quiet Garage' });
    await conversationsOf(other, 'Chat 100 decoy', 1, null);
    const call = t.caller(admin);

    const first = await call.conversation.getAdminConversations({ search: 'chat 100%' });
    expect(first.total).toBe(25);
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations[0]).toEqual({
      id: rows[24]!.id,
      title: 'Chat 100% 25',
      created_at: rows[24]!.created_at,
      shop: { id: shop.id, name: 'Chatty Garage' },
      created_by: { name: 'Sam Advisor' },
      messages: 2,
    });
    expect(first.conversations[1]).toMatchObject({ messages: 0 });
    const second = await call.conversation.getAdminConversations({ page: 2, search: 'chat 100%' });
    expect(second.conversations.map((c) => c.title)).toEqual([
      'Chat 100% 05',
      'Chat 100% 04',
      'Chat 100% 03',
      'Chat 100% 02',
      'Chat 100% 01',
    ]);
    const byShop = await call.conversation.getAdminConversations({ search: 'quiet garage' });
    expect(byShop.conversations).toEqual([
      expect.objectContaining({ title: 'Chat 100 decoy 01', created_by: null, messages: 0 }),
    ]);
  });

  it('refuses non-admins, anonymous callers and bad input', async () => {
    const advisor = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(t.caller(advisor).conversation.getAdminConversations({})).rejects.toMatchObject(FORBIDDEN);
    await expect(t.caller(null).conversation.getAdminConversations({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(admin).conversation.getAdminConversations({ page: 1.5 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Page must be a whole number',
    });
  });
});

describe('conversation.getAdminConversation', () => {
  it('shows any shop conversation with its messages oldest first, authors and quote links', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const advisor = await t.createUser({ name: 'Sam Advisor' });
    const shop = await t.createShop({ name: 'Far Away Garage' });
    const [conversation] = await conversationsOf(shop, 'Read only', 1, advisor);
    const [car] = await t.db
      .insert(vehicles)
      .values({ vin: '1HGCM82633A004352', make: 'Honda', model: 'Accord', model_year: 2003 })
      .returning();
    const [quote] = await t.db
      .insert(quotes)
      .values({
        conversation_id: conversation!.id,
        shop_id: shop.id,
        vehicle_id: car!.id,
        title: 'Brake job',
        shortTitle: 'Brake job',
        prompt: 'brakes grind',
        ai_model_name: 'embedded',
        time_to_create: 900,
      })
      .returning();
    const [asked, answered] = await t.db
      .insert(messages)
      .values([
        {
          conversation_id: conversation!.id,
          content: 'Brakes grind',
          created_by: advisor.id,
          created_at: new Date('2026-04-02T10:00:00Z'),
        },
        {
          conversation_id: conversation!.id,
          content: 'Here is a quote',
          quote_id: quote!.id,
          created_at: new Date('2026-04-02T10:00:05Z'),
        },
      ])
      .returning();

    expect(await t.caller(admin).conversation.getAdminConversation({ id: conversation!.id })).toEqual({
      id: conversation!.id,
      title: 'Read only 01',
      created_at: conversation!.created_at,
      shop: { id: shop.id, name: 'Far Away Garage' },
      messages: [
        {
          id: asked!.id,
          content: 'Brakes grind',
          created_at: asked!.created_at,
          created_by: { name: 'Sam Advisor' },
          quote_id: null,
        },
        {
          id: answered!.id,
          content: 'Here is a quote',
          created_at: answered!.created_at,
          created_by: null,
          quote_id: quote!.id,
        },
      ],
    });
  });

  it('answers NOT_FOUND for an unknown id and refuses non-admins, anonymous callers and a bad id', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const member = await t.createUser();
    const shop = await t.createShop();
    await t.addMember(member, shop);
    const [conversation] = await conversationsOf(shop, 'Members only', 1, member);
    const call = (user: typeof admin | null, id: string) =>
      t.caller(user).conversation.getAdminConversation({ id });
    await expect(call(admin, crypto.randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Conversation not found.',
    });
    // Even a member of the shop uses the shop's own views, not the admin one.
    await expect(call(member, conversation!.id)).rejects.toMatchObject(FORBIDDEN);
    await expect(call(null, conversation!.id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(call(admin, 'nope')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid conversation id',
    });
  });
});
