import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS, type TekmetricEmulator } from '../../../../dev/emulators/tekmetric/server';
import { DEFAULT_JOB_NAME } from '../../../shared/job-builder';
import type { SessionUser } from '../../auth';
import { builderJobExports, quoteJobExports } from '../../db/schema';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { CLAIM_LEASE_MS, claimExport, type ExportTable, IN_PROGRESS } from './claim';
import { builderExportKey, exportKey } from './keys';
import { seedShopSystemQuote } from './test-support';

let emulator: TekmetricEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;
let quoteId: string;

setUpTekmetricApp(async (app, started) => {
  t = app;
  emulator = started;
  s = await seedShopSystemQuote(
    t,
    {
      sms_name: 'TEKMETRIC',
      tekmetric_id: 7001,
      tekmetric_auto_apply_labor_matrix_id: 301,
      tekmetric_auto_apply_parts_matrix_id: 302,
    },
    {
      type: 'TEKMETRIC',
      publicKey: EMULATOR_CREDENTIALS.clientId,
      secret: EMULATOR_CREDENTIALS.clientSecret,
    },
  );
  quoteId = s.quoteId;
});
beforeEach(async () => {
  emulator.jobs.length = 0;
  await t.db.delete(quoteJobExports);
  await t.db.delete(builderJobExports);
});

const quoteInput = (repairOrderTekmetricId = '90001') => ({
  quoteId,
  shopTekmetricId: '7001',
  repairOrderTekmetricId,
});

const builderInput = (extra: Record<string, unknown> = {}) => ({
  jobName: 'Front brakes',
  repairOrderTekmetricId: '90001',
  shopTekmetricId: '7001',
  isPartMatrixApplied: false,
  isLaborMatrixApplied: false,
  laborItems: [
    { description: 'Replace front brake pads', hours: 1.5, rate: 165 },
    // As the builder's form sends them: an empty number input and a typed number.
    { description: 'Road test', hours: '', rate: '120.5' },
  ],
  partItems: [
    {
      id: 'p-1',
      name: 'Brake Pad Set',
      part_number: 'BP-1',
      brand: 'Wagner',
      description: 'Ceramic',
      quantity: 2,
      retail: 89.99,
      cost: 45.1,
      pcdb_part_type_id: 1684,
    },
  ],
  idempotencyKey: randomUUID(),
  ...extra,
});

// biome-ignore lint/suspicious/noExplicitAny: inputs as the browser sends them ('' in number fields)
const createBuilderJob = (user: SessionUser | null, value: any) =>
  t.caller(user).job.createJobInTekmetric(value);

/**
 * One job as each caller asks for it: calling `create` again is a retry of the same job. `pending`
 * is the claim row a request in flight holds for it.
 */
const callers = [
  {
    caller: 'quote.createJobInTekmetricAi',
    table: quoteJobExports as ExportTable,
    job: (repairOrderId = '90001') => {
      const key = exportKey(quoteId, 'TEKMETRIC', repairOrderId);
      return {
        create: () => t.caller(s.user).quote.createJobInTekmetricAi(quoteInput(repairOrderId)),
        pending: (createdBy: string) => ({
          quote_id: quoteId,
          shop_id: s.shop.id,
          system: 'TEKMETRIC' as const,
          repair_order_id: repairOrderId,
          idempotency_key: key,
          status: 'PENDING' as const,
          created_by: createdBy,
        }),
      };
    },
  },
  {
    caller: 'job.createJobInTekmetric (builder)',
    table: builderJobExports as ExportTable,
    job: (repairOrderId = '90001') => {
      const input = builderInput({ repairOrderTekmetricId: repairOrderId });
      const key = builderExportKey(
        { shopId: s.shop.id, system: 'TEKMETRIC', repairOrderId },
        input.idempotencyKey as string,
      );
      return {
        create: () => createBuilderJob(s.user, input),
        pending: (createdBy: string) => ({
          shop_id: s.shop.id,
          system: 'TEKMETRIC' as const,
          repair_order_id: repairOrderId,
          idempotency_key: key,
          status: 'PENDING' as const,
          job_name: 'Front brakes',
          created_by: createdBy,
        }),
      };
    },
  },
];

const rowsOf = (table: ExportTable) => t.db.select().from(table as typeof quoteJobExports);
const insertClaim = (table: ExportTable, values: object, at = new Date()) =>
  t.db.insert(table as typeof quoteJobExports).values({ ...values, updated_at: at } as never);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(callers)('$caller: the one claim and Tekmetric writer', ({ table, job }) => {
  it('a retry or a double click creates one job', async () => {
    const same = job();
    const [first, second] = await Promise.all([same.create(), same.create()]);
    const again = await same.create();
    expect(emulator.jobs).toHaveLength(1);
    const id = String(emulator.jobs[0]!.id);
    expect([first.id, second.id, again.id]).toEqual([id, id, id]);
    // The second click waits for the first and answers with its job (decision 033).
    expect([first.alreadyCreated, second.alreadyCreated].sort()).toEqual([false, true]);
    expect(again.alreadyCreated).toBe(true);
    expect(await rowsOf(table)).toHaveLength(1);
  });

  it('a failure of Tekmetric leaves no record; the next try creates the job once', async () => {
    const same = job();
    emulator.failNext(500, 1, 'POST /api/v1/jobs');
    await expect(same.create()).rejects.toThrow(/Tekmetric is not answering \(HTTP 500\)/);
    expect(await rowsOf(table)).toEqual([]);
    expect(emulator.jobs).toHaveLength(0);
    expect((await same.create()).alreadyCreated).toBe(false);
    expect(emulator.jobs).toHaveLength(1);
  });

  it('adopts a job an unanswered earlier attempt left on the RO', async () => {
    const same = job();
    await same.create();
    // As if our record of it had been lost with the answer.
    await t.db.delete(table as typeof quoteJobExports);
    const result = await same.create();
    expect(emulator.jobs).toHaveLength(1);
    expect(result.id).toBe(String(emulator.jobs[0]!.id));
  });

  it('refuses an unknown repair order and keeps no record', async () => {
    await expect(job('99999').create()).rejects.toThrow(/Repair order 99999/);
    expect(await rowsOf(table)).toEqual([]);
  });

  it('takes over a claim whose request died, once the lease has run out', async () => {
    const same = job();
    const gone = await t.createUser({ name: 'Gone Advisor' });
    await insertClaim(table, same.pending(gone.id), new Date(Date.now() - CLAIM_LEASE_MS - 5_000));
    const result = await same.create();
    expect(result.alreadyCreated).toBe(false);
    expect(emulator.jobs).toHaveLength(1);
    const [row] = await rowsOf(table);
    expect(row).toMatchObject({ status: 'CREATED', created_by: s.user.id, external_job_id: result.id });
  });

  it('waits for a live claim: answers with its job, or writes when it failed', async () => {
    const same = job();
    await insertClaim(table, same.pending(s.user.id));
    const waiting = same.create();
    await sleep(800);
    await t.db
      .update(table as typeof quoteJobExports)
      .set({ status: 'CREATED', external_job_id: '777', repair_order_number: '1042', link: 'x' });
    expect(await waiting).toMatchObject({ id: '777', alreadyCreated: true });
    expect(emulator.jobs).toHaveLength(0);

    await t.db.delete(table as typeof quoteJobExports);
    await insertClaim(table, same.pending(s.user.id));
    const next = same.create();
    await sleep(800);
    await t.db.delete(table as typeof quoteJobExports);
    expect(await next).toMatchObject({ alreadyCreated: false });
    expect(emulator.jobs).toHaveLength(1);
  });

  it('answers CONFLICT when the live claim is still held after the wait', async () => {
    const values = job().pending(s.user.id);
    await insertClaim(table, values);
    await expect(claimExport(t.db, table, values as never, 300)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: IN_PROGRESS,
    });
  });
});

describe('quote.createJobInTekmetricAi', () => {
  it('creates the job with the charged lines in cents, links the RO and lists it', async () => {
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const result = await t.caller(s.user).quote.createJobInTekmetricAi(quoteInput());
    expect(result).toMatchObject({ repairOrderNumber: '1042', alreadyCreated: false, system: 'TEKMETRIC' });
    expect(result.link).toBe(`${emulator.url}/admin/shop/7001/repair-orders/90001/estimate`);
    expect(emulator.jobs).toHaveLength(1);
    const job = emulator.jobs[0]!;
    expect(String(job.id)).toBe(result.id);
    expect(job.name).toBe(quote.title);
    expect(job.note).toContain(`RQ-${quoteId}`);
    const charged = quote.quote_labor_items.filter((l) => !l.is_suggested);
    expect(job.labor).toHaveLength(charged.length);
    expect(job.labor[0]!.rate).toBe(Math.round(charged[0]!.rate * 100));
    expect(job.parts.length).toBe(quote.quote_part_items.filter((p) => !p.is_suggested).length);
    const page = await fetch(result.link!).then((r) => r.text());
    expect(page).toContain('Repair order #1042');
    expect(page).toContain(`Job: ${quote.title}`);
    const listed = await t.caller(s.user).quote.getJobExports({ quoteId });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: result.id, repairOrderNumber: '1042', createdBy: 'Sam Advisor' });
  });

  it('refuses an RO of another Tekmetric shop with a clear message', async () => {
    await expect(
      t.caller(s.user).quote.createJobInTekmetricAi({ ...quoteInput(), shopTekmetricId: '7002' }),
    ).rejects.toThrow(
      'This repair order belongs to Tekmetric shop 7002, but Bayside Test is Tekmetric shop 7001.',
    );
    expect(await t.db.select().from(quoteJobExports)).toEqual([]);
  });

  it('says which launch parameter is missing', async () => {
    await expect(
      t
        .caller(s.user)
        .quote.createJobInTekmetricAi({ quoteId, shopTekmetricId: '', repairOrderTekmetricId: '90001' }),
    ).rejects.toThrow('Shop Tekmetric ID is missing. Make sure to use the browser extension.');
    await expect(
      // @ts-expect-error the parameter is missing, as when the page was not opened by the extension
      t.caller(s.user).quote.createJobInTekmetricAi({ quoteId, shopTekmetricId: '7001' }),
    ).rejects.toThrow('Repair order Tekmetric ID is missing. Make sure to use the browser extension.');
  });

  it("refuses another shop's member, anonymous callers, and shops without the integration", async () => {
    const outsider = await t.createUser();
    const otherShop = await t.createShop({ sms_name: 'TEKMETRIC', tekmetric_id: 7001 });
    await t.addMember(outsider, otherShop);
    await expect(t.caller(outsider).quote.createJobInTekmetricAi(quoteInput())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(outsider).quote.getJobExports({ quoteId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).quote.createJobInTekmetricAi(quoteInput())).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const created = await t.caller(outsider).quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: otherShop.id,
      searchQuery: 'oil change',
    });
    await expect(
      t
        .caller(outsider)
        .quote.createJobInTekmetricAi({ ...quoteInput(), quoteId: created.response.quote!.id }),
    ).rejects.toThrow('Tekmetric is not connected for this shop. Connect it in Settings → Integrations.');
    expect(emulator.jobs).toHaveLength(0);
  });
});

describe('the revision a Tekmetric job wrote', () => {
  it('is the one shared when nothing changed, and stays with the job after later changes', async () => {
    const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId,
      customerName: 'Dana Driver',
      customerEmail: 'dana@example.test',
      includeAcceptanceTracking: true,
    });
    const job = await t.caller(s.user).quote.createJobInTekmetricAi(quoteInput());
    expect(job.revision).toEqual({
      number: shared.revision.number,
      total: shared.revision.total,
      totalDue: expect.any(Number),
    });

    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const line = quote.quote_labor_items.find((l) => !l.is_suggested)!;
    await t
      .caller(s.user)
      .quote.updateQuoteLaborItem({ ...line, description: line.description, rate: line.rate + 20 });
    const [listed] = await t.caller(s.user).quote.getJobExports({ quoteId });
    expect(listed!.revision).toEqual(job.revision);
    expect((await t.caller(s.user).quote.getQuoteAi({ id: quoteId })).changed_since_sent).toBe(true);
    // A second attempt on the RO writes nothing and says what the RO holds.
    const again = await t.caller(s.user).quote.createJobInTekmetricAi(quoteInput());
    expect(again).toMatchObject({ alreadyCreated: true, revision: job.revision });
    expect(emulator.jobs).toHaveLength(1);
  });
});

describe('job.createJobInTekmetric (Enhanced Job builder)', () => {
  it('writes exactly the lines in cents, without matrix ids when the toggles are off', async () => {
    const result = await createBuilderJob(s.user, builderInput());
    expect(emulator.jobs).toHaveLength(1);
    const job = emulator.jobs[0]!;
    expect(result).toEqual({
      id: String(job.id),
      repairOrderId: '90001',
      repairOrderNumber: '1042',
      link: `${emulator.url}/admin/shop/7001/repair-orders/90001/estimate`,
      alreadyCreated: false,
    });
    expect(job.name).toBe('Front brakes');
    expect(job.note).toMatch(/^Created in Repair Quotes \(ref RQB-/);
    expect(job.labor.map(({ id: _id, ...l }) => l)).toEqual([
      { name: 'Replace front brake pads', hours: 1.5, rate: 16500, complete: false },
      { name: 'Road test', hours: 0, rate: 12050, complete: false },
    ]);
    expect(job.parts.map(({ id: _id, ...p }) => p)).toEqual([
      {
        name: 'Brake Pad Set',
        brand: 'Wagner',
        partNumber: 'BP-1',
        quantity: 2,
        cost: 4510,
        retail: 8999,
        partType: { id: 1, code: 'PART', name: 'Part' },
      },
    ]);
    const [row] = await t.db.select().from(builderJobExports);
    expect(row).toMatchObject({
      status: 'CREATED',
      external_job_id: String(job.id),
      job_name: 'Front brakes',
    });
    expect(row!.result).toMatchObject({ laborMatrixId: null, partsMatrixId: null });
  });

  it("sends the shop's matrix ids with the lines when the toggles are on", async () => {
    await createBuilderJob(s.user, builderInput({ isLaborMatrixApplied: true, isPartMatrixApplied: true }));
    const job = emulator.jobs[0]!;
    for (const line of job.labor) expect(line.autoApplyLaborMatrixId).toBe(301);
    for (const part of job.parts) expect(part.autoApplyPartsMatrixId).toBe(302);
    await createBuilderJob(s.user, builderInput({ isLaborMatrixApplied: true }));
    const laborOnly = emulator.jobs[1]!;
    expect(laborOnly.labor.every((l) => l.autoApplyLaborMatrixId === 301)).toBe(true);
    expect(laborOnly.parts.every((p) => !('autoApplyPartsMatrixId' in p))).toBe(true);
  });

  it('names an empty job after the product, turns empty numbers into 0, and another key is another job', async () => {
    await createBuilderJob(
      s.user,
      builderInput({ jobName: '  ', partItems: [{ ...builderInput().partItems[0], cost: '' }] }),
    );
    const job = emulator.jobs[0]!;
    expect(job.name).toBe(DEFAULT_JOB_NAME);
    expect(job.parts[0]).toMatchObject({ cost: 0, retail: 8999 });
    await createBuilderJob(s.user, builderInput());
    expect(emulator.jobs).toHaveLength(2);
  });

  it("refuses another shop's member and anonymous callers", async () => {
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop({ sms_name: 'TEKMETRIC', tekmetric_id: 7002 }));
    await expect(createBuilderJob(outsider, builderInput())).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(
      createBuilderJob(s.user, builderInput({ shopTekmetricId: '99999999999' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(createBuilderJob(null, builderInput())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(emulator.jobs).toHaveLength(0);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const bad = (extra: Record<string, unknown>) => createBuilderJob(s.user, builderInput(extra));
    await expect(bad({ laborItems: [{ description: 'x', hours: -1, rate: 100 }] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Hours must be 0 or more',
    });
    await expect(bad({ laborItems: [{ description: 'x', hours: 1, rate: 'abc' }] })).rejects.toThrow(
      'Rate must be a number',
    );
    await expect(bad({ repairOrderTekmetricId: '' })).rejects.toThrow(
      'Repair order Tekmetric ID is missing. Make sure to use the browser extension.',
    );
    await expect(bad({ idempotencyKey: 'twice' })).rejects.toThrow('Invalid idempotency key');
    await expect(bad({ laborItems: [], partItems: [] })).rejects.toThrow('No parts or labor items selected.');
    await expect(bad({ partItems: [{ ...builderInput().partItems[0], quantity: '' }] })).rejects.toThrow(
      'The part "Brake Pad Set" has no quantity. Enter a quantity above 0.',
    );
    expect(emulator.jobs).toHaveLength(0);
    expect(await t.db.select().from(builderJobExports)).toEqual([]);
  });
});
