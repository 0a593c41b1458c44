import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interactions, jobs, repairOrders } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { insertNetworkJob } from '../../test/network-fixture';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

/** The network is read by members of a shop: a user of a shop of their own. */
async function createMember() {
  const user = await t.createUser();
  await t.addMember(user, await t.createShop());
  return user;
}

describe('job.getTotaljobs', () => {
  it('counts the jobs of the whole network', async () => {
    const user = await createMember();
    expect(await t.caller(user).job.getTotaljobs()).toBe(0);
    await insertNetworkJob(t, { title: 'Battery Replacement' });
    await insertNetworkJob(t, { title: 'Alternator Replacement' });
    expect(await t.caller(user).job.getTotaljobs()).toBe(2);
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).job.getTotaljobs()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('repairOrder.getRepairOrder', () => {
  it('returns the order with concerns, jobs and totals', async () => {
    const user = await createMember();
    const { repairOrderId } = await insertNetworkJob(t, {
      title: 'Starter Replacement',
      concern: 'Clicks but will not start',
    });
    const order = await t.caller(user).repairOrder.getRepairOrder({ id: repairOrderId });
    expect(order).toMatchObject({
      id: repairOrderId,
      car_model_string: '2013 Ford F-150',
      totalLaborHours: 1.5,
      totalLaborCost: 225,
      totalPartsCost: 80,
      concerns: [
        { type_concern: 'CUSTOMER', description: 'Clicks but will not start', finding: 'Verified concern' },
      ],
      jobs: [{ title: 'Starter Replacement', labor_items: [{ hours: 1.5 }], part_items: [{ quantity: 2 }] }],
    });
  });

  it("returns the fields spec 001 §3 names, not the shop's RO number nor the mileage", async () => {
    const user = await createMember();
    const { repairOrderId } = await insertNetworkJob(t, { title: 'Timing Belt Replacement' });
    await t.db
      .update(repairOrders)
      .set({ number: 987_654, mileage: 84_120 })
      .where(eq(repairOrders.id, repairOrderId));
    const order = await t.caller(user).repairOrder.getRepairOrder({ id: repairOrderId });
    expect(Object.keys(order).sort()).toEqual([
      'car_model_string',
      'concerns',
      'created_at',
      'id',
      'jobs',
      'shop',
      'totalLaborCost',
      'totalLaborHours',
      'totalPartsCost',
    ]);
    expect(Object.keys(order.shop).sort()).toEqual(['county', 'id', 'state']);
    expect(JSON.stringify(order)).not.toMatch(/987654|84120/);
  });

  it("answers 'Repair Order not found', and refuses bad ids and anonymous callers", async () => {
    const user = await createMember();
    await expect(
      t.caller(user).repairOrder.getRepairOrder({ id: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Repair Order not found',
    });
    await expect(t.caller(user).repairOrder.getRepairOrder({ id: '12' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      t.caller(null).repairOrder.getRepairOrder({ id: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('interaction.createInteraction', () => {
  it('counts a job once per user: twice by one user counts once', async () => {
    const user = await createMember();
    const { jobId } = await insertNetworkJob(t, { title: 'Serpentine Belt Replacement' });
    const first = await t.caller(user).interaction.createInteraction({ jobId });
    const second = await t.caller(user).interaction.createInteraction({ jobId });
    expect(first).toEqual({ id: jobId, count_interactions: 1 });
    expect(second).toEqual({ id: jobId, count_interactions: 1 });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.count_interactions).toBe(1);
    expect(await t.db.select().from(interactions).where(eq(interactions.job_id, jobId))).toHaveLength(1);
  });

  it('counts two users twice, and each again-use returns the current count', async () => {
    const [ana, ben] = [await createMember(), await createMember()];
    const { jobId } = await insertNetworkJob(t, { title: 'Water Pump Replacement' });
    expect((await t.caller(ana).interaction.createInteraction({ jobId })).count_interactions).toBe(1);
    expect((await t.caller(ben).interaction.createInteraction({ jobId })).count_interactions).toBe(2);
    expect((await t.caller(ana).interaction.createInteraction({ jobId })).count_interactions).toBe(2);
  });

  it('counts once when one user sends the same use twice at the same time', async () => {
    const user = await createMember();
    const { jobId } = await insertNetworkJob(t, { title: 'Thermostat Replacement' });
    await Promise.all([
      t.caller(user).interaction.createInteraction({ jobId }),
      t.caller(user).interaction.createInteraction({ jobId }),
    ]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.count_interactions).toBe(1);
  });

  it('refuses an unknown job, a bad id and anonymous callers', async () => {
    const user = await createMember();
    await expect(
      t.caller(user).interaction.createInteraction({ jobId: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(user).interaction.createInteraction({ jobId: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      t.caller(null).interaction.createInteraction({ jobId: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
