import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_SHOPWARE_PARTNER, type ShopWareEmulator } from '../../../../dev/emulators/shopware/server';
import { DEFAULT_JOB_NAME } from '../../../shared/job-builder';
import { SOURCING_IN_PROGRESS } from '../../../shared/schemas/job-export';
import type { SessionUser } from '../../auth';
import { builderJobExports, quoteJobExports, quotes, sourcedParts } from '../../db/schema';
import { setUpShopWareApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import type { ExportTable } from './claim';
import { seedShopSystemQuote } from './test-support';

let emulator: ShopWareEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;
let quoteId: string;

setUpShopWareApp(async (app, started) => {
  t = app;
  emulator = started;
  s = await seedShopSystemQuote(
    t,
    { sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes' },
    {
      type: 'SHOP_WARE',
      publicKey: EMULATOR_SHOPWARE_PARTNER.id,
      secret: EMULATOR_SHOPWARE_PARTNER.secret,
    },
  );
  quoteId = s.quoteId;
});
beforeEach(async () => {
  await t.db.delete(quoteJobExports);
  await t.db.delete(builderJobExports);
});

const v1 = (ro = '55001') => ({ quoteId, shopWareOrderId: ro, noteId: '880' });

const builderInput = (extra: Record<string, unknown> = {}) => ({
  jobName: 'Front brakes',
  shopWareOrderId: '55001',
  noteId: '880',
  shopId: s.shop.id,
  isPartMatrixApplied: true,
  isLaborMatrixApplied: false,
  laborItems: [{ description: 'Replace front brake pads', hours: 1.5, rate: 165 }],
  partItems: [
    {
      id: 'p-1',
      name: 'Brake Pad Set',
      part_number: 'BP-1',
      brand: 'Wagner',
      description: '',
      quantity: 2,
      retail: '89.99',
      cost: 45.1,
      pcdb_part_type_id: null,
    },
  ],
  idempotencyKey: randomUUID(),
  ...extra,
});

// biome-ignore lint/suspicious/noExplicitAny: inputs as the browser sends them ('' in number fields)
const createBuilderJob = (user: SessionUser | null, value: any) =>
  t.caller(user).job.createJobInShopWare(value);

/** One job as each caller asks for it: calling `create` again is a retry of the same job. */
const callers = [
  {
    caller: 'quote.createJobInShopWareAi',
    table: quoteJobExports as ExportTable,
    job: (ro = '55001') => {
      const input = v1(ro);
      return { create: () => t.caller(s.user).quote.createJobInShopWareAi(input) };
    },
  },
  {
    caller: 'job.createJobInShopWare (builder)',
    table: builderJobExports as ExportTable,
    job: (ro = '55001') => {
      const input = builderInput({ shopWareOrderId: ro });
      return { create: () => createBuilderJob(s.user, input) };
    },
  },
];

describe.each(callers)('$caller: the one claim and Shop-Ware writer', ({ table, job }) => {
  it('a retry or a double click writes one recommendation and one note', async () => {
    const recommendations = emulator.recommendationsOf(55001).length;
    const notes = emulator.notesOf(55001).length;
    const same = job();
    const [first, second] = await Promise.all([same.create(), same.create()]);
    const again = await same.create();
    expect(emulator.recommendationsOf(55001)).toHaveLength(recommendations + 1);
    expect(emulator.notesOf(55001)).toHaveLength(notes + 1);
    expect(new Set([first.id, second.id, again.id]).size).toBe(1);
    expect(first.id).toBe(String(emulator.recommendationsOf(55001).at(-1)!.id));
    expect([first.alreadyCreated, second.alreadyCreated].sort()).toEqual([false, true]);
    expect(again.alreadyCreated).toBe(true);
    expect(await t.db.select().from(table as typeof quoteJobExports)).toHaveLength(1);
  });

  it('a failure of Shop-Ware leaves no record', async () => {
    const before = emulator.recommendationsOf(55002).length;
    emulator.failNext(503, 1, 'POST /recommendations');
    await expect(job('55002').create()).rejects.toThrow(/Shop-Ware/);
    expect(await t.db.select().from(table as typeof quoteJobExports)).toEqual([]);
    expect(emulator.recommendationsOf(55002)).toHaveLength(before);
  });
});

describe('quote.createJobInShopWareAi', () => {
  it('writes a recommendation and a note listing every charged line, and links the RO', async () => {
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const result = await t.caller(s.user).quote.createJobInShopWareAi(v1());
    expect(result).toMatchObject({ repairOrderNumber: '2201', alreadyCreated: false, system: 'SHOP_WARE' });
    expect(result.link).toBe(`${emulator.url}/work_orders/55001`);
    const recommendation = emulator.recommendationsOf(55001).at(-1)!;
    expect(String(recommendation.id)).toBe(result.id);
    expect(recommendation.description).toContain(quote.title);
    expect(recommendation.description).toContain(`(ref RQ-${quoteId})`);
    const note = emulator.notesOf(55001).at(-1)!;
    for (const line of quote.quote_labor_items.filter((l) => !l.is_suggested))
      expect(note.description).toContain(line.title);
    for (const part of quote.quote_part_items.filter((p) => !p.is_suggested))
      expect(note.description).toContain(part.name);
    expect(result.result).toMatchObject({ extensionNoteId: '880', noteId: note.id });

    const page = await fetch(result.link!).then((r) => r.text());
    expect(page).toContain('Repair order #2201');
    expect(page).toContain(quote.title);
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

describe('job.createJobInShopWare (Enhanced Job builder)', () => {
  it('writes a recommendation and a note with exactly the lines, and records the matrix flags', async () => {
    const before = emulator.recommendationsOf(55001).length;
    const result = await createBuilderJob(s.user, builderInput());
    const recommendations = emulator.recommendationsOf(55001);
    expect(recommendations).toHaveLength(before + 1);
    const recommendation = recommendations.at(-1)!;
    expect(result).toEqual({
      id: String(recommendation.id),
      repairOrderId: '55001',
      repairOrderNumber: '2201',
      link: `${emulator.url}/work_orders/55001`,
      alreadyCreated: false,
    });
    expect(recommendation.description).toMatch(/^Front brakes \(ref RQB-/);
    const note = emulator.notesOf(55001).at(-1)!;
    expect(note.description.split('\n').slice(1)).toEqual([
      'Labor: Replace front brake pads, 1.5 h × $165.00 = $247.50',
      'Part: Wagner BP-1 Brake Pad Set, 2 × $89.99 = $179.98',
    ]);
    const [row] = await t.db.select().from(builderJobExports);
    expect(row).toMatchObject({ system: 'SHOP_WARE', status: 'CREATED', repair_order_number: '2201' });
    expect(row!.result).toMatchObject({
      isPartMatrixApplied: true,
      isLaborMatrixApplied: false,
      extensionNoteId: '880',
      noteId: note.id,
    });
  });

  it('names an empty job after the product', async () => {
    await createBuilderJob(s.user, builderInput({ jobName: '' }));
    expect(emulator.recommendationsOf(55001).at(-1)!.description).toContain(DEFAULT_JOB_NAME);
  });

  it("refuses another shop's member, anonymous callers and bad input", async () => {
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop({ sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes' }));
    await expect(createBuilderJob(outsider, builderInput())).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(createBuilderJob(null, builderInput())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(createBuilderJob(s.user, builderInput({ noteId: ' ' }))).rejects.toThrow(
      'Note ID is missing. Make sure to use the browser extension.',
    );
    await expect(
      createBuilderJob(s.user, builderInput({ partItems: [{ ...builderInput().partItems[0], retail: -5 }] })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Retail must be 0 or more' });
    expect(await t.db.select().from(builderJobExports)).toEqual([]);
  });
});
