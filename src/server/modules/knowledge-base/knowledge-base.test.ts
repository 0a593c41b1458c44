import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, knowledgeBases } from '../../db/schema';
import { SHOP_KNOWLEDGE } from '../../seed/demo-knowledge';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { createAndReadQuote, seedQuoting } from '../../test/quote-fixture';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Knowledge base entry not found.' };
const FORBIDDEN = { code: 'FORBIDDEN', message: "Shop not found or you don't have access to this shop." };

/** A shop with a member and an entry she wrote, plus another shop with its own member. */
async function shopWithEntry() {
  const member = await t.createUser({ name: 'Mia Member' });
  const outsider = await t.createUser({ name: 'Oscar Outsider' });
  const shop = await t.createShop({ name: 'Harbor Auto' });
  const foreign = await t.createShop({ name: 'Faraway Garage' });
  await t.addMember(member, shop);
  await t.addMember(outsider, foreign);
  const entry = await t.caller(member).knowledgeBase.createKnowledgeBase({
    shop_id: shop.id,
    title: 'Loaner cars',
    description: 'Offer a loaner for jobs over four hours.',
  });
  return { member, outsider, shop, foreign, entry };
}

/** An entry the assistant learned from one of the shop's conversations. */
async function learnedEntry(shopId: string) {
  const [conversation] = await t.db
    .insert(conversations)
    .values({ shop_id: shopId, title: 'Grinding noise when braking' })
    .returning();
  const [row] = await t.db
    .insert(knowledgeBases)
    .values({
      shop_id: shopId,
      title: 'Customers ask about pad noise',
      description: 'Explain that new pads bed in over the first days.',
      source: 'LEARNED',
      conversation_id: conversation!.id,
    })
    .returning();
  return { conversation: conversation!, row: row! };
}

describe('knowledgeBase.getKnowledgeBases', () => {
  it("lists the shop's entries newest first, with author and the conversation a learned one came from", async () => {
    const { member, shop, entry } = await shopWithEntry();
    await t.db
      .update(knowledgeBases)
      .set({ created_at: new Date('2025-01-01T10:00:00Z'), updated_at: new Date('2025-01-01T10:00:00Z') })
      .where(eq(knowledgeBases.id, entry.id));
    const { conversation, row } = await learnedEntry(shop.id);

    const rows = await t.caller(member).knowledgeBase.getKnowledgeBases({ shopId: shop.id });
    expect(rows.map((r) => r.title)).toEqual(['Customers ask about pad noise', 'Loaner cars']);
    expect(rows[0]).toEqual({
      id: row.id,
      title: 'Customers ask about pad noise',
      description: 'Explain that new pads bed in over the first days.',
      shop_id: shop.id,
      source: 'LEARNED',
      created_by: null,
      created_at: row.created_at,
      updated_at: row.updated_at,
      conversation: { id: conversation.id, title: 'Grinding noise when braking' },
    });
    expect(rows[1]).toMatchObject({
      source: 'MANUAL',
      created_by: { name: 'Mia Member' },
      conversation: null,
    });
  });

  it("refuses another shop's member, anonymous callers and a malformed shop id", async () => {
    const { outsider, member, shop } = await shopWithEntry();
    await expect(
      t.caller(outsider).knowledgeBase.getKnowledgeBases({ shopId: shop.id }),
    ).rejects.toMatchObject(FORBIDDEN);
    await expect(t.caller(null).knowledgeBase.getKnowledgeBases({ shopId: shop.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(member).knowledgeBase.getKnowledgeBases({ shopId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid shop id',
    });
  });
});

describe('knowledgeBase.createKnowledgeBase', () => {
  it('stores a trimmed MANUAL entry by the caller, created and updated at the same moment', async () => {
    const { member, shop } = await shopWithEntry();
    const created = await t.caller(member).knowledgeBase.createKnowledgeBase({
      shop_id: shop.id,
      title: '  Tire disposal  ',
      description: '\n  Charge $4 per tire.\n  Not on fleet accounts.  \n',
    });
    expect(created).toMatchObject({
      title: 'Tire disposal',
      description: 'Charge $4 per tire.\n  Not on fleet accounts.',
      shop_id: shop.id,
      source: 'MANUAL',
      created_by: { name: 'Mia Member' },
      conversation: null,
    });
    expect(created.updated_at).toEqual(created.created_at);
    const [stored] = await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.id, created.id));
    expect(stored).toMatchObject({ title: 'Tire disposal', created_by: member.id });
  });

  it("refuses another shop's member and anonymous callers, and writes nothing", async () => {
    const { outsider, shop } = await shopWithEntry();
    const input = { shop_id: shop.id, title: 'Sneaky', description: 'Should not land.' };
    await expect(t.caller(outsider).knowledgeBase.createKnowledgeBase(input)).rejects.toMatchObject(
      FORBIDDEN,
    );
    await expect(t.caller(null).knowledgeBase.createKnowledgeBase(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const rows = await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.shop_id, shop.id));
    expect(rows.map((r) => r.title)).toEqual(['Loaner cars']);
  });

  it("answers bad input with the spec's messages", async () => {
    const { member, shop } = await shopWithEntry();
    const create = (title: string, description: string) =>
      t.caller(member).knowledgeBase.createKnowledgeBase({ shop_id: shop.id, title, description });
    await expect(create('   ', 'Fine.')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Title is required',
    });
    await expect(create('Fine', ' \n ')).rejects.toMatchObject({ message: 'Description is required' });
    await expect(create('x'.repeat(201), 'Fine.')).rejects.toMatchObject({
      message: 'Title must be at most 200 characters',
    });
    await expect(create('Fine', 'x'.repeat(4001))).rejects.toMatchObject({
      message: 'Description must be at most 4000 characters',
    });
    await expect(create('Null\u0000byte', 'Fine.')).rejects.toMatchObject({
      message: 'Title must not contain control characters',
    });
    await expect(create('Fine', 'Bell\u0007')).rejects.toMatchObject({
      message: 'Description must not contain control characters',
    });
  });
});

describe('knowledgeBase.updateKnowledgeBase', () => {
  it('saves trimmed values and moves updated_at, keeping created_at', async () => {
    const { member, entry } = await shopWithEntry();
    const updated = await t.caller(member).knowledgeBase.updateKnowledgeBase({
      id: entry.id,
      title: ' Loaner cars and rides ',
      description: ' Offer a loaner or a ride for jobs over four hours. ',
    });
    expect(updated).toMatchObject({
      id: entry.id,
      title: 'Loaner cars and rides',
      description: 'Offer a loaner or a ride for jobs over four hours.',
      created_at: entry.created_at,
    });
    expect(updated.updated_at.getTime()).toBeGreaterThan(entry.updated_at.getTime());
  });

  it('edits a learned entry and keeps where it came from', async () => {
    const { member, shop } = await shopWithEntry();
    const { conversation, row } = await learnedEntry(shop.id);
    const updated = await t.caller(member).knowledgeBase.updateKnowledgeBase({
      id: row.id,
      title: 'Pad noise explained',
      description: 'New pads bed in over about 200 miles.',
    });
    expect(updated).toMatchObject({ source: 'LEARNED', conversation: { id: conversation.id } });
  });

  it("answers NOT_FOUND for another shop's entry and leaves it as it was", async () => {
    const { outsider, member, entry } = await shopWithEntry();
    const input = { id: entry.id, title: 'Hijacked', description: 'Changed by an outsider.' };
    await expect(t.caller(outsider).knowledgeBase.updateKnowledgeBase(input)).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(
      t.caller(outsider).knowledgeBase.updateKnowledgeBase({ ...input, id: crypto.randomUUID() }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(t.caller(null).knowledgeBase.updateKnowledgeBase(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      t.caller(member).knowledgeBase.updateKnowledgeBase({ ...input, title: '   ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Title is required' });
    await expect(
      t.caller(member).knowledgeBase.updateKnowledgeBase({ ...input, description: '' }),
    ).rejects.toMatchObject({ message: 'Description is required' });
    const [stored] = await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.id, entry.id));
    expect(stored).toMatchObject({ title: 'Loaner cars', updated_at: entry.updated_at });
  });
});

describe('knowledgeBase.deleteKnowledgeBase', () => {
  it('deletes an entry, a learned one too', async () => {
    const { member, shop, entry } = await shopWithEntry();
    const { row } = await learnedEntry(shop.id);
    expect(await t.caller(member).knowledgeBase.deleteKnowledgeBase({ id: entry.id })).toEqual({
      id: entry.id,
    });
    expect(await t.caller(member).knowledgeBase.deleteKnowledgeBase({ id: row.id })).toEqual({ id: row.id });
    expect(await t.caller(member).knowledgeBase.getKnowledgeBases({ shopId: shop.id })).toEqual([]);
  });

  it("answers NOT_FOUND for another shop's entry and keeps it", async () => {
    const { outsider, member, shop, entry } = await shopWithEntry();
    await expect(
      t.caller(outsider).knowledgeBase.deleteKnowledgeBase({ id: entry.id }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(t.caller(null).knowledgeBase.deleteKnowledgeBase({ id: entry.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(member).knowledgeBase.deleteKnowledgeBase({ id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid knowledge base entry id',
    });
    const rows = await t.caller(member).knowledgeBase.getKnowledgeBases({ shopId: shop.id });
    expect(rows.map((r) => r.id)).toEqual([entry.id]);
  });
});

describe('knowledge the quote engine uses', () => {
  it('applies an entry to the next quote, and no longer once it is deleted', async () => {
    const s = await seedQuoting(t);
    const note = SHOP_KNOWLEDGE['Bayside Auto Care']!.find((k) => k.title === 'Brake fluid with pad jobs')!;
    const call = t.caller(s.user);
    const entry = await call.knowledgeBase.createKnowledgeBase({ shop_id: s.shop.id, ...note });
    const quoteTitles = async () => {
      const quote = await createAndReadQuote(t, s, 'replace front brake pads');
      return quote.knowledge_bases.map((k) => k.title);
    };

    expect(await quoteTitles()).toEqual([note.title]);
    await call.knowledgeBase.deleteKnowledgeBase({ id: entry.id });
    expect(await quoteTitles()).toEqual([]);
  }, 60_000);
});
