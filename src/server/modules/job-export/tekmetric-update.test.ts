import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS, type TekmetricEmulator } from '../../../../dev/emulators/tekmetric/server';
import { formatCents } from '../../../shared/format';
import { quoteJobExports, webhookDeliveries, webhooks } from '../../db/schema';
import { createApiClient } from '../../public-api/test-support';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { updateKey } from './keys';
import { answeredOnSecondRevision, EXPORT_FEES, seedShopSystemQuote } from './test-support';

// Issue 26: once the customer approved a newer revision, the RO's Tekmetric job is written again
// in place (Tekmetric's job write is an upsert) with the approved jobs only, once per revision.

let emulator: TekmetricEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedShopSystemQuote>>;
let scenario: Awaited<ReturnType<typeof answeredOnSecondRevision>>;
let hookId: string;

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
  const { organization } = await createApiClient(t, { shopIds: [s.shop.id], createdBy: s.user.id });
  const [hook] = await t.db
    .insert(webhooks)
    .values({
      organization_id: organization.id,
      url: 'https://example.com/hook',
      events: ['job.updated'],
      secret_encrypted: 'not used here',
    })
    .returning();
  hookId = hook!.id;
});

const onRo = (quoteId: string, repairOrderTekmetricId = '90001') => ({
  quoteId,
  shopTekmetricId: '7001',
  repairOrderTekmetricId,
});
const update = (quoteId: string, repairOrderId = '90001') =>
  t.caller(s.user).quote.updateJobInShopSystem({ quoteId, system: 'TEKMETRIC', repairOrderId });
const jobWrites = () => emulator.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/jobs');

describe('quote.updateJobInShopSystem in Tekmetric', () => {
  beforeAll(async () => {
    scenario = await answeredOnSecondRevision(t, s, (quoteId) =>
      t.caller(s.user).quote.createJobInTekmetricAi(onRo(quoteId)),
    );
  });

  it('offers the update with the approved jobs, their total due and the declined job', async () => {
    const created = scenario.created as { id: string; revision: { number: number } };
    expect(created.revision.number).toBe(1);
    const job = emulator.jobs.find((j) => String(j.id) === created.id)!;
    // Before any answer everything charged went, the cabin filter included.
    expect(job.labor.map((l) => l.name)).toContain('Cabin air filter: Cabin air filter as quoted');

    const [entry] = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    expect(entry).toMatchObject({ revision: { number: 1 }, repairOrderNumber: '1042' });
    expect(entry!.updateAvailable).toMatchObject({
      revision: 2,
      approvedJobs: scenario.approved.map(({ key, name, total }) => ({ key, name, total })),
      leftOut: [{ key: scenario.declined.key, name: 'Cabin air filter', reason: 'DECLINED' }],
    });
    const [revision2] = await t.caller(s.user).quote.getQuoteRevisions({ quoteId: scenario.quoteId });
    expect(revision2!.number).toBe(2);
    // The declined job's share of the estimate is not due.
    expect(entry!.updateAvailable!.totalDue * 100).toBeLessThan(revision2!.totalDueCents);
  });

  it('writes the approved jobs of revision 2 into the same job, without the declined one', async () => {
    const created = scenario.created as { id: string };
    const writesBefore = jobWrites().length;
    const [entry] = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    const createdDate = emulator.jobs.find((j) => String(j.id) === created.id)!.createdDate;

    const result = await update(scenario.quoteId);
    expect(result).toMatchObject({
      id: created.id,
      repairOrderNumber: '1042',
      alreadyCreated: false,
      kind: 'UPDATED',
      revision: { number: 2, totalDue: entry!.updateAvailable!.totalDue },
    });
    expect(jobWrites()).toHaveLength(writesBefore + 1);
    expect(jobWrites().at(-1)!.body).toMatchObject({ id: Number(created.id), repairOrderId: 90001 });

    const jobs = emulator.jobs.filter((j) => j.repairOrderId === 90001 && j.note?.includes(scenario.quoteId));
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(String(job.id)).toBe(created.id);
    expect(job.createdDate).toBe(createdDate);
    expect(job.updatedDate).toEqual(expect.any(String));
    const labor = job.labor.map((l) => l.name);
    expect(labor).toContain('Wheel alignment: Four-wheel alignment');
    expect(labor.some((name) => name.startsWith('Cabin air filter'))).toBe(false);
    expect(job.labor.find((l) => l.name.startsWith('Wheel alignment'))!.rate).toBe(18500);
    expect(job.note).toContain(
      `Estimate total due ${formatCents(Math.round(entry!.updateAvailable!.totalDue * 100))} (revision 2)`,
    );
    // The job's lines, fees and discounts with the estimate's tax make the approved total due.
    const tax = (result.result as { taxCents: number }).taxCents;
    expect(job.laborTotal! + job.partsTotal! + job.feeTotal! - job.discountTotal! + tax).toBe(
      Math.round(entry!.updateAvailable!.totalDue * 100),
    );
    expect(job.fees!.length).toBeGreaterThan(0);
  });

  it('writes nothing more on a second call or two at once: once per revision', async () => {
    const writesBefore = jobWrites().length;
    const again = await update(scenario.quoteId);
    const [first, second] = await Promise.all([update(scenario.quoteId), update(scenario.quoteId)]);
    for (const answer of [again, first, second]) expect(answer).toMatchObject({ alreadyCreated: true });
    expect(jobWrites()).toHaveLength(writesBefore);
    const rows = await t.db
      .select()
      .from(quoteJobExports)
      .where(eq(quoteJobExports.idempotency_key, updateKey(scenario.quoteId, 'TEKMETRIC', '90001', 2)));
    expect(rows).toHaveLength(1);
  });

  it('shows the RO holding revision 2, its history, and no update left to make', async () => {
    const listed = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      revision: { number: 2 },
      kind: 'UPDATED',
      updateAvailable: null,
      leftOut: [{ name: 'Cabin air filter', reason: 'DECLINED' }],
    });
    expect(listed[0]!.history.map((h) => [h.kind, h.revision?.number, h.createdBy])).toEqual([
      ['CREATED', 1, 'Sam Advisor'],
      ['UPDATED', 2, 'Sam Advisor'],
    ]);
    // Creating the job again answers with what the RO holds now.
    const again = await t.caller(s.user).quote.createJobInTekmetricAi(onRo(scenario.quoteId));
    expect(again).toMatchObject({ alreadyCreated: true, revision: { number: 2 } });
  });

  it("queues one 'job.updated' event with the revision, total due and jobs written", async () => {
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, hookId));
    expect(deliveries).toHaveLength(1);
    const [listed] = await t.caller(s.user).quote.getJobExports({ quoteId: scenario.quoteId });
    expect(deliveries[0]).toMatchObject({ event: 'job.updated' });
    expect((deliveries[0]!.payload as { data: unknown }).data).toEqual({
      quoteId: scenario.quoteId,
      shopId: s.shop.id,
      system: 'TEKMETRIC',
      repairOrderId: '90001',
      repairOrderNumber: '1042',
      jobId: listed!.id,
      revision: 2,
      totalDue: listed!.revision!.totalDue,
      jobKeys: scenario.approved.map((job) => job.key),
    });
  });

  it('refuses when the job was deleted in Tekmetric, and keeps no claim', async () => {
    const { quoteId } = await answeredOnSecondRevision(t, s, (id) =>
      t.caller(s.user).quote.createJobInTekmetricAi(onRo(id, '90002')),
    );
    const index = emulator.jobs.findIndex((j) => j.note?.includes(quoteId));
    const [deleted] = emulator.jobs.splice(index, 1);
    await expect(update(quoteId, '90002')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Job ${deleted!.id} is no longer on this repair order in Tekmetric (it may have been deleted there). Add the approved work in Tekmetric.`,
    });
    const rows = await t.db.select().from(quoteJobExports).where(eq(quoteJobExports.quote_id, quoteId));
    expect(rows.map((r) => r.status)).toEqual(['CREATED']);
  });
});

describe('Tekmetric emulator: a job written again', () => {
  it('answers 404 for an unknown job id and 400 for a job moved to another RO', async () => {
    const basic = Buffer.from(
      `${EMULATOR_CREDENTIALS.clientId}:${EMULATOR_CREDENTIALS.clientSecret}`,
    ).toString('base64');
    const { access_token } = (await fetch(`${emulator.url}/api/v1/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json())) as { access_token: string };
    const post = (body: object) =>
      fetch(`${emulator.url}/api/v1/jobs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Job', labor: [], parts: [], ...body }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    const count = emulator.jobs.length;
    expect(await post({ id: 99_999_999, repairOrderId: 90001 })).toMatchObject({
      status: 404,
      body: { message: 'Job not found' },
    });
    const existing = emulator.jobs.find((j) => j.repairOrderId === 90001)!;
    expect(await post({ id: existing.id, repairOrderId: 90002 })).toMatchObject({ status: 400 });
    expect(await post({ id: 'one', repairOrderId: 90001 })).toMatchObject({ status: 400 });
    expect(emulator.jobs).toHaveLength(count);
    expect(emulator.jobs.find((j) => j.id === existing.id)!.repairOrderId).toBe(90001);
  });
});
