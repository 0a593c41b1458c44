import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, quotes } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 600 }, (app) => {
  ({ t, s } = app);
});

const grinding = 'grinding noise front when braking';

describe('quote.createQuoteAi', () => {
  it('quotes a front brake job at the shop rate with parts, a suggested flush and related jobs', async () => {
    const call = t.caller(s.user);
    const result = await call.quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: grinding,
    });
    expect(result.response.quote).not.toBeNull();
    const quote = await call.quote.getQuoteAi({ id: result.response.quote!.id });
    expect(quote.title).toMatch(/Front Brake Pads/);
    expect(quote.prompt).toBe(grinding);
    expect(quote.prompt_full).toContain('Concern: grinding noise front when braking');
    expect(quote.ai_model_name).toMatch(/Embedded quote engine/);
    expect(quote.time_to_create).toBeGreaterThanOrEqual(0);
    expect(quote.created_by).toMatchObject({ name: 'Sam Advisor' });
    expect(quote.conversation.selected_quote_id).toBe(quote.id);
    const labor = quote.quote_labor_items.filter((l) => !l.is_suggested);
    expect(labor.length).toBeGreaterThan(0);
    for (const line of quote.quote_labor_items) expect(line.rate).toBe(165);
    expect(labor.some((l) => /Brake Pads, Front/.test(l.title))).toBe(true);
    expect(labor.every((l) => l.hours > 0.2 && l.hours < 5)).toBe(true);
    const parts = quote.quote_part_items.filter((p) => !p.is_suggested);
    expect(parts.some((p) => /Pad Set/.test(p.name) && p.retail > 30 && p.retail < 400)).toBe(true);
    expect(parts.some((p) => /Rotor/.test(p.name) && p.retail > 30)).toBe(true);
    expect(quote.quote_labor_items.some((l) => l.is_suggested && /Brake System - Flush/.test(l.title))).toBe(
      true,
    );
    expect(labor[0]!.source).toMatchObject({
      kind: 'guide',
      guideJob: { smartJobId: expect.stringMatching(/^BRK-/) },
    });
    expect(quote.related_jobs.length).toBeGreaterThan(0);
    expect(quote.related_jobs[0]!.job.title).toBeTruthy();
    expect(['BRK-0001', 'BRK-0002', 'BRK-0016']).toContain(
      quote.quote_to_guide_jobs[0]!.guide_job.smartJobId,
    );

    const messages = await call.message.getMessages({ conversationId: result.conversation.id });
    expect(messages.map((m) => [m.created_by?.name ?? null, m.quote?.id ?? null])).toEqual([
      ['Sam Advisor', null],
      [null, quote.id],
    ]);
    // A link to the conversation that names no shop opens it at its own shop.
    expect(messages.map((m) => m.conversation.shop_id)).toEqual([s.shop.id, s.shop.id]);
    expect(messages[1]!.content).toMatch(
      /^Front Brake Pads and Rotors Replacement for the 2013 Ford F-150\./,
    );
    expect(messages[1]!.content).toMatch(/Labor and parts \$\d.+, before the shop's fees and tax\./);
  });

  it('quotes every request of a message with several', async () => {
    const quote = await createAndReadQuote(
      t,
      s,
      'grinding noise front when braking; also due for an oil change',
    );
    expect(quote.title).toMatch(/^Front Brake Pads.* \+ Engine Oil and Filter Change/);
    const active = quote.quote_labor_items.filter((l) => !l.is_suggested).map((l) => l.title);
    expect(active.some((t) => /Brake Pads, Front/.test(t))).toBe(true);
    expect(active.some((t) => /Oil/.test(t))).toBe(true);
  });

  it('answers without a quote when the concern is not understood', async () => {
    const result = await t
      .caller(s.user)
      .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: 'hello there' });
    expect(result.response.quote).toBeNull();
    expect(result.response.message).toMatch(/could not match/);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, result.conversation.id));
    expect(row).toMatchObject({ title: 'hello there', selected_quote_id: null });
  });

  it('refuses bad input, other shops and anonymous callers', async () => {
    const outsider = await t.createUser();
    const input = { vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: grinding };
    await expect(
      t.caller(s.user).quote.createQuoteAi({ ...input, searchQuery: '   ' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Concern is required',
    });
    await expect(t.caller(s.user).quote.createQuoteAi({ ...input, vehicleId: 'x' })).rejects.toMatchObject({
      message: 'Please select a vehicle first',
    });
    await expect(
      t.caller(s.user).quote.createQuoteAi({ ...input, vehicleId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(outsider).quote.createQuoteAi(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(null).quote.createQuoteAi(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('quote.finetunePrompt', () => {
  it('changes the quote into new versions: add, remove, quantity, hours, cheaper parts', async () => {
    const call = t.caller(s.user);
    const created = await call.quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: grinding,
    });
    const conversationId = created.conversation.id;
    const follow = (message: string, isDiscussion = false) =>
      call.quote.finetunePrompt({
        conversationId,
        finetunePrompt: message,
        vehicleId: s.vehicle.id,
        isDiscussion,
      });

    const added = await follow('also do an oil change');
    const withOil = await call.quote.getQuoteAi({ id: added.response.quote!.id });
    expect(withOil.quote_labor_items.some((l) => !l.is_suggested && /Oil/i.test(l.title))).toBe(true);
    expect(withOil.title).toMatch(/Oil/);
    expect(withOil.conversation.selected_quote_id).toBe(created.response.quote!.id);

    const dropped = await follow('drop the rotors');
    const noRotors = await call.quote.getQuoteAi({ id: dropped.response.quote!.id });
    expect(
      [
        ...noRotors.quote_labor_items.map((l) => l.title),
        ...noRotors.quote_part_items.map((p) => p.name),
      ].some((n) => /Rotor/.test(n)),
    ).toBe(false);
    expect(noRotors.quote_labor_items.some((l) => /Oil/i.test(l.title))).toBe(true);

    const hours = await follow('set the pads labor to 2.5 hours');
    const withHours = await call.quote.getQuoteAi({ id: hours.response.quote!.id });
    expect(withHours.quote_labor_items.find((l) => /Pads/.test(l.title))!.hours).toBe(2.5);

    const cheaper = await follow('use cheaper parts');
    const economy = await call.quote.getQuoteAi({ id: cheaper.response.quote!.id });
    const padsBefore = withHours.quote_part_items.find((p) => /Pad Set/.test(p.name))!;
    const padsAfter = economy.quote_part_items.find((p) => /Pad Set/.test(p.name))!;
    expect(padsAfter.retail).toBeLessThanOrEqual(padsBefore.retail);
    expect(padsAfter.source).toMatchObject({ tier: 'economy' });

    const discussed = await follow('what is the total?', true);
    expect(discussed.response.quote).toBeNull();
    expect(discussed.response.message).toMatch(/totals \$[\d,]+\.\d\d/);

    // Answered in plain sentences, without the guide's codes (provenance keeps those).
    const why = await follow('why is the brake fluid flush there?', true);
    expect(why.response.message).toMatch(
      /^The brake fluid flush is a suggestion and not part of the \$[\d,]+\.\d\d total\. It is offered because (other shops do it with \d+% of these jobs|it is often done with)/,
    );
    expect(why.response.message).not.toMatch(/[A-Z]{3}-\d{4}/);

    const unknown = await follow('sing me a song');
    expect(unknown.response.quote).toBeNull();
    expect(unknown.response.message).toMatch(/AI model can be configured/);

    const messages = await call.message.getMessages({ conversationId });
    expect(messages).toHaveLength(16);
    expect(messages.filter((m) => m.quote).length).toBe(5);
  });

  it('refuses another shop, a blank message and anonymous callers', async () => {
    const created = await t
      .caller(s.user)
      .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: grinding });
    const input = {
      conversationId: created.conversation.id,
      finetunePrompt: 'add wipers',
      vehicleId: s.vehicle.id,
      isDiscussion: false,
    };
    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    await expect(t.caller(outsider).quote.finetunePrompt(input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(s.user).quote.finetunePrompt({ ...input, finetunePrompt: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(t.caller(null).quote.finetunePrompt(input)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('conversations and messages', () => {
  it('lists the shop conversations 10 a page, newest first, and sets the selected quote', async () => {
    const shop = await t.createShop({ standard_labor_rate: 120 });
    const user = await t.createUser();
    await t.addMember(user, shop);
    const call = t.caller(user);
    const ids: string[] = [];
    for (let i = 0; i < 11; i++)
      ids.push(
        (
          await call.quote.createQuoteAi({
            vehicleId: s.vehicle.id,
            shopId: shop.id,
            searchQuery: i % 2 ? 'oil change' : 'battery dead',
          })
        ).conversation.id,
      );
    const page1 = await call.conversation.getConversations({ shopId: shop.id, page: 1 });
    const page2 = await call.conversation.getConversations({ shopId: shop.id, page: 2 });
    expect(page1).toHaveLength(10);
    expect(page2.map((c) => c.id)).toEqual([ids[0]]);
    expect(page1[0]).toMatchObject({
      id: ids[10],
      message_count: 2,
      selected_quote: { vehicle_id: s.vehicle.id },
    });

    const conversationId = ids[10]!;
    const first = page1[0]!.selected_quote!.id;
    const next = await call.quote.finetunePrompt({
      conversationId,
      finetunePrompt: 'add wiper blades',
      vehicleId: s.vehicle.id,
      isDiscussion: false,
    });
    await call.conversation.setSelectedQuote({ conversationId, quoteId: next.response.quote!.id });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row!.selected_quote_id).toBe(next.response.quote!.id);
    await expect(
      call.conversation.setSelectedQuote({ conversationId: ids[9]!, quoteId: first }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("never shows another shop's conversations, messages or quotes", async () => {
    const created = await t
      .caller(s.user)
      .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: grinding });
    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    const call = t.caller(outsider);
    await expect(call.conversation.getConversations({ shopId: s.shop.id, page: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await call.conversation.getConversations({ shopId: otherShop.id, page: 1 })).toEqual([]);
    await expect(call.message.getMessages({ conversationId: created.conversation.id })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    await expect(call.quote.getQuoteAi({ id: created.response.quote!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      call.conversation.setSelectedQuote({
        conversationId: created.conversation.id,
        quoteId: created.response.quote!.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller(s.user).conversation.getConversations({ shopId: s.shop.id, page: 0 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      t.caller(null).message.getMessages({ conversationId: created.conversation.id }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [quoteRow] = await t.db.select().from(quotes).where(eq(quotes.id, created.response.quote!.id));
    expect(quoteRow!.shop_id).toBe(s.shop.id);
  });
});
