import { describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS, type TekmetricEmulator } from '../../../../dev/emulators/tekmetric/server';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { createQuote } from '../../test/quote-fixture';
import {
  addOwnJob,
  answerJobs,
  customerJobs,
  EXPORT_FEES,
  seedShopSystemQuote,
  shareQuote,
} from './test-support';

// Issue 26: once the customer has answered, only the jobs they approved go to the RO, with the
// answered revision's lines and figures; before any answer everything charged goes (the other
// job-export tests). Checked on Tekmetric's emulator, whose job shows every line written.

let emulator: TekmetricEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;

setUpTekmetricApp(async (app, started) => {
  t = app;
  emulator = started;
  s = await seedShopSystemQuote(
    t,
    { sms_name: 'TEKMETRIC', tekmetric_id: 7001, estimate_fees: EXPORT_FEES },
    {
      type: 'TEKMETRIC',
      publicKey: EMULATOR_CREDENTIALS.clientId,
      secret: EMULATOR_CREDENTIALS.clientSecret,
    },
  );
});

const onRo = (quoteId: string, repairOrderTekmetricId = '90001') => ({
  quoteId,
  shopTekmetricId: '7001',
  repairOrderTekmetricId,
});
const create = (quoteId: string, ro = '90001') =>
  t.caller(s.user).quote.createJobInTekmetricAi(onRo(quoteId, ro));
const update = (quoteId: string, repairOrderId = '90001') =>
  t.caller(s.user).quote.updateJobInShopSystem({ quoteId, system: 'TEKMETRIC', repairOrderId });
const jobOf = (quoteId: string) => emulator.jobs.find((j) => j.note?.includes(quoteId))!;
const laborNames = (quoteId: string) => jobOf(quoteId).labor.map((l) => l.name);

/** A brake quote with an alignment and a cabin filter of the advisor's own, shared once. */
async function sharedBrakeQuote() {
  const quoteId = await createQuote(t, s, 'front brake pads');
  const alignment = await addOwnJob(t, s.user, quoteId, 'Wheel alignment');
  const cabinFilter = await addOwnJob(t, s.user, quoteId, 'Cabin air filter', 0.3);
  const token = await shareQuote(t, s.user, quoteId);
  const jobs = await customerJobs(t, quoteId, token);
  const engineJobs = jobs.filter((j) => j.key !== `labor:${alignment}` && j.key !== `labor:${cabinFilter}`);
  return {
    quoteId,
    token,
    jobs,
    engineJobs,
    alignment: `labor:${alignment}`,
    cabinFilter: `labor:${cabinFilter}`,
  };
}

describe('creating the job once the customer has answered', () => {
  it("writes only the approved jobs, with the answered revision's lines, and records that revision", async () => {
    const quote = await sharedBrakeQuote();
    expect(quote.engineJobs.length).toBeGreaterThan(0);
    await answerJobs(t, quote.quoteId, quote.token, [
      ...quote.engineJobs.map((j): [string, 'APPROVED'] => [j.key, 'APPROVED']),
      [quote.alignment, 'DECLINED'],
    ]);
    // Edited after the answers: the RO still gets what the customer approved.
    const live = await t.caller(s.user).quote.getQuoteAi({ id: quote.quoteId });
    const edited = live.quote_labor_items.find((l) => !l.is_suggested && !l.title.startsWith('Wheel'))!;
    await t.caller(s.user).quote.updateQuoteLaborItem({
      id: edited.id,
      title: edited.title,
      description: edited.description ?? '',
      hours: edited.hours ?? 0,
      rate: edited.rate + 40,
    });

    const { answered } = await t.caller(s.user).quote.getJobWork({ quoteId: quote.quoteId });
    expect(answered).toMatchObject({
      revision: 1,
      approvedJobs: quote.engineJobs.map(({ key, name, total }) => ({ key, name, total })),
      leftOut: [
        { key: quote.alignment, name: 'Wheel alignment', reason: 'DECLINED' },
        { key: quote.cabinFilter, name: 'Cabin air filter', reason: 'NOT_ANSWERED' },
      ],
    });

    const result = await create(quote.quoteId);
    expect(result).toMatchObject({
      alreadyCreated: false,
      revision: { number: 1, totalDue: answered!.totalDue },
      leftOut: [{ name: 'Wheel alignment' }, { name: 'Cabin air filter' }],
    });
    expect(await t.caller(s.user).quote.getQuoteRevisions({ quoteId: quote.quoteId })).toHaveLength(1);
    const names = laborNames(quote.quoteId);
    expect(names.some((n) => n.startsWith('Wheel alignment') || n.startsWith('Cabin air filter'))).toBe(
      false,
    );
    const approvedLabor = quote.engineJobs.flatMap((j) => j.laborItemIds);
    expect(names).toHaveLength(approvedLabor.length);
    const written = jobOf(quote.quoteId).labor.find((l) => l.name.startsWith(edited.title))!;
    expect(written.rate).toBe(Math.round(edited.rate * 100));
    // Nothing newer to write: the RO holds the approved work of the answered revision.
    const [entry] = await t.caller(s.user).quote.getJobExports({ quoteId: quote.quoteId });
    expect(entry!.updateAvailable).toBeNull();
    await expect(update(quote.quoteId)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Repair order #1042 already holds the work the customer approved on revision 1.',
    });
  });

  it('refuses when the customer approved nothing, and says so before the advisor tries', async () => {
    const quote = await sharedBrakeQuote();
    await answerJobs(t, quote.quoteId, quote.token, [[quote.alignment, 'DECLINED']]);
    const { answered } = await t.caller(s.user).quote.getJobWork({ quoteId: quote.quoteId });
    expect(answered).toMatchObject({ revision: 1, approvedJobs: [] });
    const writes = emulator.requests.length;
    await expect(create(quote.quoteId, '90002')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The customer approved no job on revision 1: there is no work to write to the repair order.',
    });
    expect(emulator.requests).toHaveLength(writes);
  });
});

describe('answers given by phone, in person and at the counter', () => {
  it('count like the page: an authorization approves its jobs, a job marked declined is left out', async () => {
    const quote = await sharedBrakeQuote();
    await t.caller(s.user).estimate.recordAuthorization({
      quoteId: quote.quoteId,
      method: 'IN_PERSON',
      customerName: 'Dana Driver',
      jobKeys: quote.engineJobs.map((j) => j.key),
    });
    await t.caller(s.user).deferredWork.markJobDeclined({
      quoteId: quote.quoteId,
      jobKey: quote.alignment,
      reason: 'Will do it next visit',
    });
    const { answered } = await t.caller(s.user).quote.getJobWork({ quoteId: quote.quoteId });
    expect(answered).toMatchObject({
      revision: 1,
      approvedJobs: quote.engineJobs.map(({ key }) => expect.objectContaining({ key })),
      leftOut: [
        { key: quote.alignment, reason: 'DECLINED' },
        { key: quote.cabinFilter, reason: 'NOT_ANSWERED' },
      ],
    });
    await create(quote.quoteId, '90001');
    const names = laborNames(quote.quoteId);
    expect(names.some((n) => n.startsWith('Wheel alignment') || n.startsWith('Cabin air filter'))).toBe(
      false,
    );
    expect(names).toHaveLength(quote.engineJobs.flatMap((j) => j.laborItemIds).length);
  });
});

describe('declined work written into a repair order', () => {
  it("leaves the vehicle's declined work once the quote it was added to is written", async () => {
    const quote = await sharedBrakeQuote();
    await answerJobs(t, quote.quoteId, quote.token, [[quote.alignment, 'DECLINED']]);
    const vin = (await t.caller(s.user).quote.getQuoteAi({ id: quote.quoteId })).vehicle.vin;
    const declined = (await t.caller(s.user).deferredWork.getDeferredWork({ shopId: s.shop.id, vin })).find(
      (d) => d.quoteId === quote.quoteId,
    )!;
    const added = await t.caller(s.user).deferredWork.addDeferredJobToQuote({ deferredJobId: declined.id });
    await create(added.quoteId, '90001');
    const after = await t.caller(s.user).deferredWork.getDeferredWork({ shopId: s.shop.id, vin });
    expect(after.some((d) => d.id === declined.id)).toBe(false);
    expect(laborNames(added.quoteId).some((n) => n.startsWith('Wheel alignment'))).toBe(true);
  });
});

describe('a job written before the customer answered the same revision', () => {
  it('is offered an update once they decline a job, written once', async () => {
    const quote = await sharedBrakeQuote();
    const created = await create(quote.quoteId, '90002');
    await expect(update(quote.quoteId, '90002')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'The customer has not answered this quote yet: the repair order already holds everything it charges.',
    });
    expect(laborNames(quote.quoteId)).toContain('Cabin air filter: Cabin air filter as quoted');
    await answerJobs(t, quote.quoteId, quote.token, [
      ...quote.jobs
        .filter((j) => j.key !== quote.cabinFilter)
        .map((j): [string, 'APPROVED'] => [j.key, 'APPROVED']),
      [quote.cabinFilter, 'DECLINED'],
    ]);
    const [entry] = await t.caller(s.user).quote.getJobExports({ quoteId: quote.quoteId });
    expect(entry!.updateAvailable).toMatchObject({ revision: 1, leftOut: [{ name: 'Cabin air filter' }] });

    const updated = await update(quote.quoteId, '90002');
    expect(updated).toMatchObject({ id: created.id, kind: 'UPDATED', revision: { number: 1 } });
    expect(laborNames(quote.quoteId).some((n) => n.startsWith('Cabin air filter'))).toBe(false);
    expect(await update(quote.quoteId, '90002')).toMatchObject({ alreadyCreated: true });
    const [after] = await t.caller(s.user).quote.getJobExports({ quoteId: quote.quoteId });
    expect(after!.updateAvailable).toBeNull();
  });
});

describe('who may update a job, and with what', () => {
  it("refuses another shop's member, anonymous callers and bad input, writing nothing", async () => {
    const quote = await sharedBrakeQuote();
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop({ sms_name: 'TEKMETRIC', tekmetric_id: 7001 }));
    const input = { quoteId: quote.quoteId, system: 'TEKMETRIC' as const, repairOrderId: '90001' };
    const writes = emulator.requests.length;
    await expect(t.caller(outsider).quote.updateJobInShopSystem(input)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Quote not found',
    });
    await expect(t.caller(outsider).quote.getJobWork({ quoteId: quote.quoteId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).quote.updateJobInShopSystem(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(null).quote.getJobWork({ quoteId: quote.quoteId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const bad of [
      { ...input, quoteId: '42' },
      { ...input, system: 'MITCHELL' },
      { ...input, repairOrderId: 'RO-1' },
      { quoteId: quote.quoteId, system: 'TEKMETRIC' },
    ]) {
      await expect(t.caller(s.user).quote.updateJobInShopSystem(bad as typeof input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(t.caller(s.user).quote.getJobWork({ quoteId: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // No job on that RO yet: there is nothing to update.
    await expect(t.caller(s.user).quote.updateJobInShopSystem(input)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No job was created from this quote on repair order 90001. Create the job first.',
    });
    expect(emulator.requests).toHaveLength(writes);
  });
});
