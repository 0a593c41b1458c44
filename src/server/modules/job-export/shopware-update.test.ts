import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_SHOPWARE_PARTNER, type ShopWareEmulator } from '../../../../dev/emulators/shopware/server';
import { formatCents } from '../../../shared/format';
import { quoteJobExports, quotes } from '../../db/schema';
import { setUpShopWareApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { updateKey } from './keys';
import { answeredOnSecondRevision, EXPORT_FEES, seedShopSystemQuote } from './test-support';

// Issue 26 on Shop-Ware: its API cannot change a recommendation's lines, so a newer revision's
// approved work is a new recommendation with its note, and the earlier recommendation is renamed
// to say which revision replaced it. Once per revision.

let emulator: ShopWareEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;
let scenario: Awaited<ReturnType<typeof answeredOnSecondRevision>>;
let created: { id: string; revision: { number: number }; result: Record<string, unknown> };

setUpShopWareApp(async (app, started) => {
  t = app;
  emulator = started;
  s = await seedShopSystemQuote(
    t,
    { sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes', estimate_fees: EXPORT_FEES },
    {
      type: 'SHOP_WARE',
      publicKey: EMULATOR_SHOPWARE_PARTNER.id,
      secret: EMULATOR_SHOPWARE_PARTNER.secret,
    },
  );
});

const update = (quoteId: string, repairOrderId = '55001') =>
  t.caller(s.user).quote.updateJobInShopSystem({ quoteId, system: 'SHOP_WARE', repairOrderId });
const writes = () => emulator.requests.filter((r) => r.method !== 'GET');
const ofQuote = (quoteId: string) =>
  emulator.recommendationsOf(55001).filter((r) => r.description.includes(`RQ-${quoteId}`));
type Discount = { category: string; cents: number; status: string };

describe('quote.updateJobInShopSystem in Shop-Ware', () => {
  beforeAll(async () => {
    scenario = await answeredOnSecondRevision(
      t,
      s,
      (quoteId) =>
        t.caller(s.user).quote.createJobInShopWareAi({ quoteId, shopWareOrderId: '55001', noteId: '880' }),
      // A 10 % discount: the RO's discounts the job set are the update's to replace.
      (quoteId) =>
        t.db
          .update(quotes)
          .set({
            discounts: [
              { target: { scope: 'quote' }, value: { type: 'percent', percent: 10 }, reason: 'Loyal' },
            ],
          })
          .where(eq(quotes.id, quoteId)),
    );
    created = scenario.created as typeof created;
  });

  it('adds a recommendation and note with the approved work and renames the earlier one', async () => {
    expect(created.revision.number).toBe(1);
    const [first] = ofQuote(scenario.quoteId);
    const [entry] = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    expect(entry!.updateAvailable).toMatchObject({ revision: 2, leftOut: [{ name: 'Cabin air filter' }] });
    const notesBefore = emulator.notesOf(55001).length;

    const result = await update(scenario.quoteId);
    expect(result).toMatchObject({ kind: 'UPDATED', alreadyCreated: false, revision: { number: 2 } });
    const title = (await t.caller(s.user).quote.getQuoteAi({ id: scenario.quoteId })).title;
    const marker = `ref RQ-${scenario.quoteId}`;
    expect(ofQuote(scenario.quoteId).map((r) => [r.id, r.description])).toEqual([
      [first!.id, `Replaced by revision 2: ${title} (${marker})`],
      [Number(result.id), `${title}, revision 2 (${marker})`],
    ]);
    const notes = emulator.notesOf(55001);
    expect(notes).toHaveLength(notesBefore + 1);
    const note = notes.at(-1)!.description;
    expect(note).toContain('Labor: Wheel alignment: Four-wheel alignment, 1 h × $185.00');
    expect(note).not.toContain('Cabin air filter');
    expect(note).toContain(
      `Estimate total due ${formatCents(Math.round(entry!.updateAvailable!.totalDue * 100))} (revision 2)`,
    );
  });

  it("replaces the RO discounts the earlier job set with the approved work's", async () => {
    const [entry] = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    const before = created.result.discountsOnRepairOrder as Discount[];
    const after = (entry!.result as { discountsOnRepairOrder: Discount[] }).discountsOnRepairOrder;
    expect(before.map((d) => d.status)).toEqual(['written', 'written']);
    // The parts are those of revision 1, so is their discount; the declined labor's share is gone.
    expect(after.map((d) => [d.category, d.status])).toEqual([
      ['parts', 'already'],
      ['labor', 'written'],
    ]);
    expect(after.find((d) => d.category === 'labor')!.cents).not.toBe(
      before.find((d) => d.category === 'labor')!.cents,
    );
    const ro = emulator.repairOrder(55001)!;
    expect(ro.part_discount_cents).toBe(after.find((d) => d.category === 'parts')!.cents);
    expect(ro.labort_discount_cents).toBe(after.find((d) => d.category === 'labor')!.cents);
  });

  it('writes nothing more on a second call or two at once: once per revision', async () => {
    const count = writes().length;
    const again = await update(scenario.quoteId);
    const both = await Promise.all([update(scenario.quoteId), update(scenario.quoteId)]);
    for (const answer of [again, ...both]) expect(answer).toMatchObject({ alreadyCreated: true });
    expect(writes()).toHaveLength(count);
    expect(ofQuote(scenario.quoteId)).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(quoteJobExports)
      .where(eq(quoteJobExports.idempotency_key, updateKey(scenario.quoteId, 'SHOP_WARE', '55001', 2)));
    expect(rows).toHaveLength(1);
  });

  it('lists the RO once, holding revision 2 with the new recommendation, and its history', async () => {
    const listed = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: String(ofQuote(scenario.quoteId)[1]!.id),
      system: 'SHOP_WARE',
      repairOrderNumber: '2201',
      revision: { number: 2 },
      updateAvailable: null,
    });
    expect(listed[0]!.history.map((h) => [h.kind, h.revision?.number])).toEqual([
      ['CREATED', 1],
      ['UPDATED', 2],
    ]);
  });

  it('renames nothing twice when the new recommendation failed and the update is tried again', async () => {
    const { quoteId } = await answeredOnSecondRevision(t, s, (id) =>
      t.caller(s.user).quote.createJobInShopWareAi({ quoteId: id, shopWareOrderId: '55001', noteId: '880' }),
    );
    emulator.failNext(503, 1, 'POST /recommendations');
    await expect(update(quoteId)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const rows = await t.db.select().from(quoteJobExports).where(eq(quoteJobExports.quote_id, quoteId));
    expect(rows.map((r) => r.status)).toEqual(['CREATED']);
    await update(quoteId);
    const descriptions = ofQuote(quoteId).map((r) => r.description);
    expect(descriptions).toHaveLength(2);
    expect(descriptions[0]).toMatch(/^Replaced by revision 2: /);
    expect(descriptions[0]).not.toMatch(/Replaced by revision 2: Replaced/);
  });
});
