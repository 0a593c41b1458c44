import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeBases } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// quote.learnFromConversation keeps the standing rules the advisor stated, which change later
// quotes as they say, and nothing for what was done once on one quote: then it says why.

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 600 }, (app) => {
  ({ t, s } = app);
});

/** A conversation for the seed's F-150 that starts with `concern` and goes on with `messages`. */
async function converse(concern: string, ...messages: Array<[message: string, isDiscussion: boolean]>) {
  const call = t.caller(s.user);
  const created = await call.quote.createQuoteAi({
    vehicleId: s.vehicle.id,
    shopId: s.shop.id,
    searchQuery: concern,
  });
  for (const [finetunePrompt, isDiscussion] of messages)
    await call.quote.finetunePrompt({
      conversationId: created.conversation.id,
      finetunePrompt,
      vehicleId: s.vehicle.id,
      isDiscussion,
    });
  return created.conversation.id;
}

const learnedRows = () =>
  t.db
    .select()
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.shop_id, s.shop.id), eq(knowledgeBases.source, 'LEARNED')));

const partTiers = (quote: Awaited<ReturnType<typeof createAndReadQuote>>, system: RegExp) =>
  quote.quote_part_items.filter((p) => !p.is_suggested && system.test(p.name)).map((p) => p.source?.tier);

describe('quote.learnFromConversation', () => {
  it('saves no rule from premium parts chosen once on a brake-noise and oil-change quote, and says why', async () => {
    const before = (await learnedRows()).length;
    const conversationId = await converse('brake noise and vibration. oil change', [
      'use premium parts',
      false,
    ]);
    const learned = await t.caller(s.user).quote.learnFromConversation({ conversationId });
    expect(learned.items).toEqual([]);
    expect(learned.reason).toMatch(
      /^Nothing was learned from this conversation\. It holds no standing shop rule: premium parts were chosen for this customer only\. To teach a rule, say it as one in the conversation/,
    );
    expect(await learnedRows()).toHaveLength(before);
  });

  it('keeps a stated parts rule once, and later quotes price brake parts at it and oil parts as before', async () => {
    const brakeAndOil = 'front brake pads and an oil change';
    const earlier = await createAndReadQuote(t, s, brakeAndOil);
    expect(partTiers(earlier, /Brake Pad Set/)).toEqual(['standard']);

    const conversationId = await converse('front brake pads', [
      'From now on we always use premium parts on brake jobs.',
      true,
    ]);
    const call = t.caller(s.user);
    const learned = await call.quote.learnFromConversation({ conversationId });
    expect(learned).toEqual({
      items: [
        {
          id: expect.any(String),
          kind: 'improvement',
          title: 'Use premium parts on brake jobs',
          description: 'Always use premium parts on brake jobs.',
        },
      ],
      reason: null,
    });
    const again = await call.quote.learnFromConversation({ conversationId });
    expect(again.items.map((i) => i.id)).toEqual(learned.items.map((i) => i.id));
    expect((await learnedRows()).filter((r) => r.id === learned.items[0]!.id)).toHaveLength(1);

    const later = await createAndReadQuote(t, s, brakeAndOil);
    expect(later.knowledge_bases.map((k) => k.id)).toContain(learned.items[0]!.id);
    expect(partTiers(later, /Brake Pad Set/)).toEqual(['premium']);
    expect(partTiers(later, /Oil Filter/)).toEqual(['standard']);
    const pads = (q: typeof earlier) => q.quote_part_items.find((p) => /Brake Pad Set/.test(p.name))!.source;
    expect(pads(later)?.partNumber).not.toBe(pads(earlier)?.partNumber);
  });

  it('keeps work the advisor added and said to always offer, which later brake quotes offer', async () => {
    const conversationId = await converse('front brake pads', [
      'add a cabin air filter, we always offer it with brake jobs',
      false,
    ]);
    const learned = await t.caller(s.user).quote.learnFromConversation({ conversationId });
    expect(learned.items).toEqual([
      expect.objectContaining({
        kind: 'response',
        title: 'Offer cabin air filter replacement with brake jobs',
        description: 'Always offer cabin air filter replacement with brake jobs.',
      }),
    ]);
    const later = await createAndReadQuote(t, s, 'front brake pads worn');
    const offered = later.quote_labor_items.filter((l) => l.source?.entry?.id === learned.items[0]!.id);
    expect(offered.map((l) => [l.is_suggested, /Cabin Air Filter/i.test(l.title)])).toEqual([[true, true]]);
  });

  it("keeps another shop's member from learning into this shop or reading what it learned", async () => {
    const conversationId = await converse('front brake pads', [
      'we always use economy parts on brake jobs',
      true,
    ]);
    const outsider = await t.createUser();
    const otherShop = await t.createShop({ standard_labor_rate: 120 });
    await t.addMember(outsider, otherShop);
    const rows = await learnedRows();
    await expect(t.caller(outsider).quote.learnFromConversation({ conversationId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).quote.learnFromConversation({ conversationId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await learnedRows()).toEqual(rows);
    await expect(
      t.caller(outsider).knowledgeBase.getKnowledgeBases({ shopId: s.shop.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await t.caller(s.user).quote.learnFromConversation({ conversationId });
    const own = await t.caller(s.user).knowledgeBase.getKnowledgeBases({ shopId: s.shop.id });
    expect(own.map((k) => k.description)).toContain('Always use economy parts on brake jobs.');
    const theirs = await t.caller(outsider).knowledgeBase.getKnowledgeBases({ shopId: otherShop.id });
    expect(theirs).toEqual([]);
  });
});
