import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_SHOPWARE_PARTNER,
  type ShopWareEmulator,
  startShopWareEmulator,
} from '../../../../dev/emulators/shopware/server';
import { SOURCING_IN_PROGRESS } from '../../../shared/schemas/job-export';
import { integrations, quoteJobExports, quotes, shops, sourcedParts } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedQuoting } from '../../test/quote-fixture';

let emulator: ShopWareEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
let quoteId: string;

beforeAll(async () => {
  emulator = await startShopWareEmulator();
  t = await createTestApp({ env: { SHOPWARE_API_URL: emulator.url } });
  s = await seedQuoting(t, 200);
  await t.db
    .update(shops)
    .set({ sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes' })
    .where(eq(shops.id, s.shop.id));
  await t.db.insert(integrations).values({
    shop_id: s.shop.id,
    type: 'SHOP_WARE',
    public_key: EMULATOR_SHOPWARE_PARTNER.id,
    private_key_encrypted: encryptSecret(EMULATOR_SHOPWARE_PARTNER.secret, t.deps.env.APP_SECRET),
  });
  const created = await t
    .caller(s.user)
    .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: 'front brake pads' });
  quoteId = created.response.quote!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
});
beforeEach(async () => {
  await t.db.delete(quoteJobExports);
});

const v1 = (ro = '55001') => ({ quoteId, shopWareOrderId: ro, noteId: '880' });

describe('quote.createJobInShopWareAi', () => {
  it('writes a recommendation and a note listing every charged line, once', async () => {
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const result = await t.caller(s.user).quote.createJobInShopWareAi(v1());
    expect(result).toMatchObject({ repairOrderNumber: '2201', alreadyCreated: false, system: 'SHOP_WARE' });
    expect(result.link).toBe(`${emulator.url}/work_orders/55001`);
    const [recommendation] = emulator.recommendationsOf(55001);
    expect(recommendation!.description).toContain(quote.title);
    const [note] = emulator.notesOf(55001);
    for (const line of quote.quote_labor_items.filter((l) => !l.is_suggested))
      expect(note!.description).toContain(line.title);
    for (const part of quote.quote_part_items.filter((p) => !p.is_suggested))
      expect(note!.description).toContain(part.name);

    const page = await fetch(result.link!).then((r) => r.text());
    expect(page).toContain('Repair order #2201');
    expect(page).toContain(quote.title);
    const again = await t.caller(s.user).quote.createJobInShopWareAi(v1());
    expect(again).toMatchObject({ alreadyCreated: true, id: result.id });
    expect(emulator.recommendationsOf(55001)).toHaveLength(1);
    expect(emulator.notesOf(55001)).toHaveLength(1);
  });

  it('a failure of Shop-Ware changes nothing in our data', async () => {
    emulator.failNext(503, 1, 'POST /recommendations');
    await expect(t.caller(s.user).quote.createJobInShopWareAi(v1('55002'))).rejects.toThrow(/Shop-Ware/);
    expect(await t.db.select().from(quoteJobExports)).toEqual([]);
    expect(emulator.recommendationsOf(55002)).toHaveLength(0);
  });

  it('says which launch parameter is missing', async () => {
    await expect(
      t.caller(s.user).quote.createJobInShopWareAi({ quoteId, shopWareOrderId: '55001', noteId: ' ' }),
    ).rejects.toThrow('Note ID is missing. Make sure to use the browser extension.');
    await expect(
      t.caller(s.user).quote.createJobInShopWareAi({ quoteId, shopWareOrderId: '', noteId: '1' }),
    ).rejects.toThrow('ShopWare order ID is missing. Make sure to use the browser extension.');
  });

  it("refuses another shop's member and anonymous callers", async () => {
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop({ sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes' }));
    await expect(t.caller(outsider).quote.createJobInShopWareAi(v1())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).quote.createJobInShopWareAi(v1())).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('quote.createJobInShopWareV2Ai', () => {
  const url = 'https://greatlakes.shop-ware.com/work_orders/55001';

  it('creates only sourced parts and names the others', async () => {
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const charged = quote.quote_part_items.filter((p) => !p.is_suggested);
    const sourced = charged[0]!;
    await t.db.insert(sourcedParts).values({
      quote_part_item_id: sourced.id,
      partId: 'PT-1',
      partName: 'Sourced Pad Set',
      partNumber: 'SP-1',
      status: 'IN_STOCK',
      price_cost: 40,
      price_cost_with_matrix: 70,
      supplier_name: 'NAPA Auto Parts',
    });
    const result = await t.caller(s.user).quote.createJobInShopWareV2Ai({ quoteId, urlSource: url });
    expect(result.result).toMatchObject({
      parts: 1,
      partsNotCreated: charged.slice(1).map((p) => p.name),
    });
    const notes = emulator.notesOf(55001);
    expect(notes.at(-1)!.description).toContain('Part: SP-1 Sourced Pad Set, 1 × $70.00');
    await t.db.delete(sourcedParts).where(eq(sourcedParts.quote_part_item_id, sourced.id));
  });

  it('waits for sourcing, and refuses a page of another Shop-Ware shop', async () => {
    await t.db.update(quotes).set({ isSourcingPartsInProgress: true }).where(eq(quotes.id, quoteId));
    await expect(t.caller(s.user).quote.createJobInShopWareV2Ai({ quoteId, urlSource: url })).rejects.toThrow(
      SOURCING_IN_PROGRESS,
    );
    await t.db.update(quotes).set({ isSourcingPartsInProgress: false }).where(eq(quotes.id, quoteId));
    await expect(
      t.caller(s.user).quote.createJobInShopWareV2Ai({
        quoteId,
        urlSource: 'https://othershop.shop-ware.com/work_orders/55001',
      }),
    ).rejects.toThrow("This repair order is in the Shop-Ware shop 'othershop', not in 'greatlakes'.");
    await expect(
      t
        .caller(s.user)
        .quote.createJobInShopWareV2Ai({ quoteId, urlSource: 'https://greatlakes.shop-ware.com/' }),
    ).rejects.toThrow('The page address does not name a Shop-Ware repair order.');
  });
});

describe('one job per repair order, with the revision it wrote', () => {
  it("'Create Job in ShopWare' then '… V2' on the same RO writes one job; V2 answers with its link", async () => {
    const created = await t.caller(s.user).quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: s.shop.id,
      searchQuery: 'replace serpentine belt',
    });
    const quoteId = created.response.quote!.id;
    const v1 = { quoteId, shopWareOrderId: '55002', noteId: '880' };
    const before = emulator.recommendationsOf(55002).length;
    const first = await t.caller(s.user).quote.createJobInShopWareAi(v1);
    expect(first).toMatchObject({
      alreadyCreated: false,
      repairOrderNumber: '2202',
    });
    expect(first.revision).toMatchObject({ number: 1 });
    const second = await t.caller(s.user).quote.createJobInShopWareV2Ai({
      quoteId,
      urlSource: 'https://greatlakes.shop-ware.com/work_orders/55002',
    });
    expect(second).toMatchObject({
      alreadyCreated: true,
      id: first.id,
      link: first.link,
      system: 'SHOP_WARE',
    });
    // The other way round too, and even while sourcing runs (nothing would be written anyway).
    await t.db.update(quotes).set({ isSourcingPartsInProgress: true }).where(eq(quotes.id, quoteId));
    const third = await t.caller(s.user).quote.createJobInShopWareV2Ai({
      quoteId,
      urlSource: 'https://greatlakes.shop-ware.com/work_orders/55002',
    });
    await t.db.update(quotes).set({ isSourcingPartsInProgress: false }).where(eq(quotes.id, quoteId));
    expect(third.id).toBe(first.id);
    expect(emulator.recommendationsOf(55002).length).toBe(before + 1);
    expect(await t.caller(s.user).quote.getJobExports({ quoteId })).toHaveLength(1);

    const history = await t.caller(s.user).quote.getQuoteRevisions({ quoteId });
    expect(history[0]).toMatchObject({
      number: 1,
      reason: {
        kind: 'JOB',
        system: 'SHOP_WARE',
        repairOrderNumber: '2202',
        text: 'Job created in Shop-Ware on RO #2202',
      },
    });
  });
});
