import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertNetworkJob } from '../../test/network-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job.getTotaljobs', () => {
  it('counts the jobs of the whole network', async () => {
    const user = await t.createUser();
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
    const user = await t.createUser();
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

  it("answers 'Repair Order not found', and refuses bad ids and anonymous callers", async () => {
    const user = await t.createUser();
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
  it('counts each use of a network job', async () => {
    const user = await t.createUser();
    const { jobId } = await insertNetworkJob(t, { title: 'Serpentine Belt Replacement' });
    await t.caller(user).interaction.createInteraction({ jobId });
    const second = await t.caller(user).interaction.createInteraction({ jobId });
    expect(second.count_interactions).toBe(2);
  });

  it('refuses an unknown job, a bad id and anonymous callers', async () => {
    const user = await t.createUser();
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
