import { and, asc, eq, isNull, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleEmulator,
  startOpenAiCompatibleEmulator,
} from '../../../../dev/emulators/openai-compatible/server';
import { formatMoney } from '../../../shared/format';
import { chargedUnitPrice, quoteTotals } from '../../../shared/quote-totals';
import { runPendingJobs } from '../../background/worker';
import { catalogParts, quotePartItems, shopSuppliers, supplierStores } from '../../db/schema';
import { GUIDE_JOBS } from '../../seed/catalog/guide-jobs';
import { PART_TYPES } from '../../seed/catalog/part-types';
import { createTestApp, type TestApp } from '../../test/harness';
import { type QuotingSeed, seedQuoting, setUpQuotingApp } from '../../test/quote-fixture';

// Issue 12: a follow-up makes a new version that keeps every line it does not touch exactly as
// it was (sourced parts, guide links, hand edits, suggested state), says the true totals of both
// versions, and a tier means what it says ('premium' never cheaper, 'economy' never dearer).

const MATRIX = [
  { startCost: 0, endCost: 50, multiplier: 2 },
  { startCost: 50, endCost: 10_000, multiplier: 1.5 },
];
const BRAKES = 'replace front brake pads and rotors';
const TIER_NAME = { premium: / - Premium (\(OE\) )?\S/, economy: / - Economy \S/ } as const;
const INTERNAL_CODE = /\b[A-Z]{3}-\d{4}\b/;

type Caller = ReturnType<TestApp['caller']>;
type Quote = Awaited<ReturnType<Caller['quote']['getQuoteAi']>>;
type LaborLine = Quote['quote_labor_items'][number];
type PartLine = Quote['quote_part_items'][number];

/** The shop buys from two California stores and marks parts up by its matrix. */
async function withSuppliers(t: TestApp, s: QuotingSeed) {
  const stores = await t.db.select().from(supplierStores).where(eq(supplierStores.state, 'CA')).limit(2);
  await t.db
    .insert(shopSuppliers)
    .values(stores.map((st, i) => ({ shop_id: s.shop.id, store_id: st.id, priority: i + 1 })));
  await t.caller(s.user).matrix.replaceMatrices({ shopId: s.shop.id, type: 'PARTS', matrices: MATRIX });
}

/** A new quote, every labor line linked to the guide and every charged part sourced, as in the panel. */
async function verifiedAndSourced(t: TestApp, s: QuotingSeed, concern = BRAKES) {
  const call = t.caller(s.user);
  const created = await call.quote.createQuoteAi({
    vehicleId: s.vehicle.id,
    shopId: s.shop.id,
    searchQuery: concern,
  });
  const quoteId = created.response.quote!.id;
  await call.quote.verifyAllLaborItemGuide({ quoteId });
  await call.part.findBestMatchAllParts({ quoteId });
  await runPendingJobs(t.deps);
  return { conversationId: created.conversation.id, quoteId };
}

async function followUp(t: TestApp, s: QuotingSeed, conversationId: string, message: string) {
  const call = t.caller(s.user);
  const answer = await call.quote.finetunePrompt({
    conversationId,
    finetunePrompt: message,
    vehicleId: s.vehicle.id,
    isDiscussion: false,
  });
  const id = answer.response.quote?.id;
  return { message: answer.response.message, quote: id ? await call.quote.getQuoteAi({ id }) : null };
}

// Everything of a line the advisor sees or is charged for.
const laborAsSeen = (l: LaborLine) => ({
  title: l.title,
  description: l.description,
  hours: l.hours,
  rate: l.rate,
  is_suggested: l.is_suggested,
  source: l.source,
  guide: l.guide_labor_item,
});
const partAsSeen = (p: PartLine) => ({
  name: p.name,
  quantity: p.quantity,
  retail: p.retail,
  is_suggested: p.is_suggested,
  pcdb_part_type_id: p.pcdb_part_type_id,
  source: p.source,
  sourced: p.sourced_part && {
    partId: p.sourced_part.partId,
    partNumber: p.sourced_part.partNumber,
    brand: p.sourced_part.brand,
    status: p.sourced_part.status,
    supplier_name: p.sourced_part.supplier_name,
    store_id: p.sourced_part.store_id,
    price_cost: p.sourced_part.price_cost,
    price_cost_with_matrix: p.sourced_part.price_cost_with_matrix,
  },
});
const totalsSentence = (before: Quote, after: Quote) =>
  `The previous version was ${formatMoney(quoteTotals(before).total)}; this one is ${formatMoney(quoteTotals(after).total)}.`;

describe('follow-ups on the embedded engine', () => {
  let t: TestApp;
  let s: QuotingSeed;
  setUpQuotingApp({ knowledgeJobs: 400 }, async (app) => {
    ({ t, s } = app);
    await withSuppliers(t, s);
  });

  it("keeps every sourced part, guide link and hand edit 'use premium pads' does not touch", async () => {
    const call = t.caller(s.user);
    const { conversationId, quoteId } = await verifiedAndSourced(t, s);
    const sourced = await call.quote.getQuoteAi({ id: quoteId });
    // The advisor's own work on the quote: a line and a part added, a description and a
    // quantity edited, a suggested line taken into the quote.
    await call.quote.addQuoteLaborItem({
      quoteId,
      title: 'Caliper slides - service',
      description: 'Clean and lube',
      hours: 0.5,
      rate: 150,
    });
    await call.quote.addQuotePartItem({ quoteId, name: 'Brake parts cleaner', quantity: 2, retail: 8.5 });
    const first = sourced.quote_labor_items[0]!;
    await call.quote.updateQuoteLaborItem({
      id: first.id,
      title: first.title,
      description: 'Customer asked for quiet pads',
      hours: first.hours,
      rate: first.rate,
    });
    const kit = sourced.quote_part_items.find((p) => /Hardware Kit/.test(p.name))!;
    await call.quote.updateQuotePartItem({ id: kit.id, name: kit.name, quantity: 2, retail: kit.retail });
    const suggested = sourced.quote_labor_items.find((l) => l.is_suggested)!;
    await call.quote.updateQuoteLaborItem({ id: suggested.id, isSuggested: false });
    // Sourcing may have found the OE pads in stock (decision 030: what the store has, at its
    // price); from the economy pads premium has somewhere to go whatever it found.
    const economy = await followUp(t, s, conversationId, 'use economy pads');
    const before = economy.quote ?? (await call.quote.getQuoteAi({ id: quoteId }));
    expect(before.quote_labor_items.every((l) => l.guide_labor_item || l.source?.kind === 'user')).toBe(true);
    expect(before.quote_part_items.filter((p) => p.sourced_part).length).toBeGreaterThanOrEqual(3);

    const { message, quote: after } = await followUp(t, s, conversationId, 'use premium pads');
    expect(after).not.toBeNull();
    if (!after) return;
    expect(after.id).not.toBe(before.id);
    expect(after.title).toBe(before.title);
    expect(after.quote_labor_items.map(laborAsSeen)).toEqual(before.quote_labor_items.map(laborAsSeen));
    expect(after.quote_part_items).toHaveLength(before.quote_part_items.length);
    const padsAt = before.quote_part_items.findIndex((p) => /Pad Set/.test(p.name) && !p.is_suggested);
    for (const [i, line] of after.quote_part_items.entries()) {
      if (i !== padsAt) expect(partAsSeen(line)).toEqual(partAsSeen(before.quote_part_items[i]!));
    }
    const [padsBefore, padsAfter] = [before.quote_part_items[padsAt]!, after.quote_part_items[padsAt]!];
    expect(padsAfter.name).toMatch(/^Disc Brake Pad Set, Front - Premium (\(OE\) )?\S/);
    expect(padsAfter.source).toMatchObject({ tier: 'premium' });
    expect(chargedUnitPrice(padsAfter)).toBeGreaterThanOrEqual(chargedUnitPrice(padsBefore));
    expect(chargedUnitPrice(padsAfter)).not.toBe(chargedUnitPrice(padsBefore));
    // Chosen among the parts of the store the pads came from, and sourced from it at once.
    expect(padsAfter.sourced_part).toMatchObject({
      store_id: padsBefore.sourced_part!.store_id,
      supplier_name: padsBefore.sourced_part!.supplier_name,
      price_cost_with_matrix: padsAfter.retail,
      brand: padsAfter.source!.brand,
      partNumber: padsAfter.source!.partNumber,
    });
    expect(message).toContain(totalsSentence(before, after));
    expect(message).toContain(`(was ${formatMoney(chargedUnitPrice(padsBefore))})`);
    expect(message).not.toMatch(INTERNAL_CODE);
    // The version replaced stays as it was.
    expect((await call.quote.getQuoteAi({ id: before.id })).quote_part_items.map(partAsSeen)).toEqual(
      before.quote_part_items.map(partAsSeen),
    );

    const again = await followUp(t, s, conversationId, 'use premium pads');
    expect(again.quote).toBeNull();
    expect(again.message).toBe(
      `${padsAfter.name} is already the premium option at ${formatMoney(chargedUnitPrice(padsAfter))} (${/\(OE\)/.test(padsAfter.name) ? 'OE ' : ''}${padsAfter.sourced_part!.brand}), so it stays as it is.`,
    );
    const elsewhere = await followUp(t, s, conversationId, 'use premium wiper blades');
    expect(elsewhere.quote).toBeNull();
    expect(elsewhere.message).toMatch(/None of the parts on this quote is the one you named/);
  });

  it('unlinks only the labor line whose hours are set, and keeps links when the rate changes', async () => {
    const { conversationId, quoteId } = await verifiedAndSourced(t, s);
    const before = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const padsLabor = before.quote_labor_items.findIndex((l) => /Pads/.test(l.title) && !l.is_suggested);
    const hours = before.quote_labor_items[padsLabor]!.guide_labor_item!.motorTime! + 0.7;
    const set = await followUp(t, s, conversationId, `set the pads labor to ${hours} hours`);
    const after = set.quote!;
    for (const [i, line] of after.quote_labor_items.entries()) {
      if (i === padsLabor) continue;
      expect(laborAsSeen(line)).toEqual(laborAsSeen(before.quote_labor_items[i]!));
    }
    expect(after.quote_labor_items[padsLabor]).toMatchObject({ hours, guide_labor_item: null });
    expect(after.quote_part_items.map(partAsSeen)).toEqual(before.quote_part_items.map(partAsSeen));
    expect(set.message).toMatch(
      /instead of the labor guide's [\d.]+ h, so it is no longer linked to the guide\./,
    );
    expect(set.message).toContain(totalsSentence(before, after));

    const rate = await followUp(t, s, conversationId, 'use $150/hr');
    const rated = rate.quote!;
    expect(rated.quote_labor_items.map((l) => l.rate)).toEqual(after.quote_labor_items.map(() => 150));
    expect(rated.quote_labor_items.map((l) => l.guide_labor_item)).toEqual(
      after.quote_labor_items.map((l) => l.guide_labor_item),
    );
    expect(rate.message).toContain(totalsSentence(after, rated));
  });

  it('adds a job as new lines and keeps the sourced ones; no internal codes in the message', async () => {
    const { conversationId, quoteId } = await verifiedAndSourced(t, s);
    const before = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const added = await followUp(t, s, conversationId, 'also do an oil change');
    const after = added.quote!;
    expect(after.quote_part_items.slice(0, before.quote_part_items.length).map(partAsSeen)).toEqual(
      before.quote_part_items.map(partAsSeen),
    );
    expect(after.quote_labor_items.slice(0, before.quote_labor_items.length).map(laborAsSeen)).toEqual(
      before.quote_labor_items.map(laborAsSeen),
    );
    expect(after.quote_labor_items.length).toBeGreaterThan(before.quote_labor_items.length);
    expect(added.message).toMatch(/^Added .*Oil/);
    expect(added.message).not.toMatch(INTERNAL_CODE);
    expect(added.message).toContain(totalsSentence(before, after));
  });

  it('refuses to change a quote while it is being sourced, so the new version misses nothing', async () => {
    const call = t.caller(s.user);
    const created = await call.quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: BRAKES,
    });
    await call.part.findBestMatchAllParts({ quoteId: created.response.quote!.id });
    await expect(followUp(t, s, created.conversation.id, 'use premium pads')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await runPendingJobs(t.deps);
    expect((await followUp(t, s, created.conversation.id, 'use economy pads')).quote).not.toBeNull();
  });

  it('never makes premium cheaper or economy dearer, and names the tier (any part type, start, sourcing)', async () => {
    const call = t.caller(s.user);
    const guideNames = new Map<number, string>();
    for (const job of GUIDE_JOBS)
      for (const part of job.parts)
        if (!guideNames.has(part.partTypeId)) guideNames.set(part.partTypeId, part.name);
    const optionsOf = (partTypeId: number) =>
      t.db
        .select({ retail: catalogParts.retail, list: catalogParts.list, isOe: catalogParts.is_oe })
        .from(catalogParts)
        .where(
          and(
            eq(catalogParts.part_type_id, partTypeId),
            or(isNull(catalogParts.fits_make), eq(catalogParts.fits_make, 'Ford')),
          ),
        )
        .orderBy(asc(catalogParts.cost));

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PART_TYPES),
        fc.constantFrom('economy', 'standard', 'premium'),
        fc.boolean(),
        fc.array(fc.constantFrom('premium' as const, 'economy' as const), { minLength: 1, maxLength: 3 }),
        async (type, start, sourceIt, requests) => {
          // A quote holding a line of this part type, priced at the starting tier's option.
          const created = await call.quote.createQuoteAi({
            vehicleId: s.vehicle.id,
            shopId: s.shop.id,
            searchQuery: 'oil change',
          });
          const quoteId = created.response.quote!.id;
          const prices = (await optionsOf(type.partTypeId))
            .map((o) => ({ price: o.retail ?? o.list, isOe: o.isOe === 1 }))
            .sort((a, b) => a.price - b.price);
          const aftermarket = prices.filter((p) => !p.isOe);
          const startPrice =
            start === 'economy'
              ? aftermarket[0]!.price
              : start === 'premium'
                ? prices.at(-1)!.price
                : aftermarket[Math.floor((aftermarket.length - 1) / 2)]!.price;
          const added = await call.quote.addQuotePartItem({
            quoteId,
            name: guideNames.get(type.partTypeId) ?? type.name,
            quantity: 1,
            retail: startPrice,
          });
          const line = added.quote_part_items.at(-1)!;
          // The add dialog has no part type; the engine's lines carry one.
          await t.db
            .update(quotePartItems)
            .set({ pcdb_part_type_id: type.partTypeId })
            .where(eq(quotePartItems.id, line.id));
          if (sourceIt)
            await call.part.findBestMatchPartsTech({ quotePartItemId: line.id }).catch(() => null);

          let current = await call.quote.getQuoteAi({ id: quoteId });
          for (const tier of requests) {
            const answer = await followUp(t, s, created.conversation.id, `use ${tier} parts`);
            if (!answer.quote) {
              expect(answer.message).toMatch(/already the (premium|economy) option at \$|no other options/);
              continue;
            }
            const next = answer.quote;
            expect(next.quote_part_items).toHaveLength(current.quote_part_items.length);
            for (const [i, after] of next.quote_part_items.entries()) {
              const before = current.quote_part_items[i]!;
              if (before.is_suggested || after.name === before.name) {
                expect(partAsSeen(after)).toEqual(partAsSeen(before));
                continue;
              }
              expect(after.pcdb_part_type_id).toBe(before.pcdb_part_type_id);
              expect(after.name).toMatch(TIER_NAME[tier]);
              if (tier === 'premium')
                expect(chargedUnitPrice(after)).toBeGreaterThanOrEqual(chargedUnitPrice(before));
              else expect(chargedUnitPrice(after)).toBeLessThanOrEqual(chargedUnitPrice(before));
              // A sourced line stays sourced when its supplier had the part, at the price shown.
              if (after.sourced_part) expect(after.sourced_part.price_cost_with_matrix).toBe(after.retail);
            }
            expect(answer.message).toContain(totalsSentence(current, next));
            current = next;
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 180_000);
});

describe('follow-ups through a model (openai-compatible)', () => {
  let emulator: OpenAiCompatibleEmulator;
  let t: TestApp;
  let s: QuotingSeed;
  beforeAll(async () => {
    emulator = await startOpenAiCompatibleEmulator({ apiKey: 'test-key' });
    t = await createTestApp({
      knowledgeJobs: 300,
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: emulator.baseUrl,
        AI_MODEL: 'shop-model-8b',
        AI_API_KEY: 'test-key',
        AI_TIMEOUT_MS: '3000',
      },
    });
    s = await seedQuoting(t);
    await withSuppliers(t, s);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await emulator.close();
  });

  it('keeps the lines the model returns by id, with their guide links and sourced parts', async () => {
    const { conversationId, quoteId } = await verifiedAndSourced(t, s);
    const before = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(before.quote_part_items.some((p) => p.sourced_part)).toBe(true);
    const [changed, ...same] = before.quote_labor_items;
    // The model keeps every line as shown (the guide's hours, the supplier's price), sets the
    // first labor line to 3 h, and adds a line under an id the quote does not have.
    emulator.queueReply({
      action: 'update',
      reply: 'Set the first labor line to 3 hours and added a road test.',
      quote: {
        title: before.title,
        shortTitle: before.shortTitle,
        reply: 'Updated.',
        laborItems: [
          {
            lineId: changed!.id,
            title: changed!.title,
            description: changed!.description,
            hours: 3,
            isSuggested: false,
            guideSmartJobId: null,
          },
          ...same.map((l) => ({
            lineId: l.id,
            title: l.title,
            description: l.description,
            hours: l.guide_labor_item?.motorTime ?? l.hours,
            isSuggested: l.is_suggested,
            guideSmartJobId: l.source?.guideJob?.smartJobId ?? null,
          })),
          {
            lineId: '00000000-0000-4000-8000-000000000000',
            title: 'Road test',
            description: '',
            hours: 0.3,
            isSuggested: false,
            guideSmartJobId: null,
          },
        ],
        partItems: before.quote_part_items.map((p) => ({
          lineId: p.id,
          name: p.name,
          quantity: p.quantity,
          retail: chargedUnitPrice(p),
          isSuggested: p.is_suggested,
          pcdbPartTypeId: p.pcdb_part_type_id,
        })),
      },
    });
    const { message, quote: after } = await followUp(
      t,
      s,
      conversationId,
      'set the first labor line to 3 hours',
    );
    expect(after).not.toBeNull();
    if (!after) return;
    expect(after.quote_part_items.map(partAsSeen)).toEqual(before.quote_part_items.map(partAsSeen));
    expect(after.quote_labor_items.slice(1, -1).map(laborAsSeen)).toEqual(same.map(laborAsSeen));
    expect(after.quote_labor_items[0]).toMatchObject({
      hours: 3,
      guide_labor_item: null,
      rate: changed!.rate,
    });
    expect(after.quote_labor_items.at(-1)).toMatchObject({ title: 'Road test', guide_labor_item: null });
    expect(message).toMatch(/^Set the first labor line to 3 hours and added a road test\. /);
    expect(message).toContain(totalsSentence(before, after));
  });
});
