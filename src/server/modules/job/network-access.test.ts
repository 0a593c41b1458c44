import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NETWORK_MEMBERS_ONLY_MESSAGE } from '../../../shared/network-access';
import { categories, jobs, userShops } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { insertNetworkJob } from '../../test/network-fixture';

// The network's repair history is for its member shops: anyone can sign up, and an account that
// belongs to no shop reads, counts and marks none of it. Platform admins run the network.

let t: TestApp;
let jobId: string;
let repairOrderId: string;
let otherShopId: string;

setUpTestApp({}, async (app) => {
  t = app;
  ({
    jobId,
    repairOrderId,
    shopId: otherShopId,
  } = await insertNetworkJob(t, { title: 'Brake Pads Replacement' }));
  await t.db.insert(categories).values({ name: 'Brakes' });
});

type Caller = ReturnType<TestApp['caller']>;

/** Every procedure that reads, counts or marks the network's jobs and repair orders. */
const NETWORK_PROCEDURES: Array<[string, (caller: Caller) => Promise<unknown>, (result: unknown) => void]> = [
  ['job.getTotaljobs', (caller) => caller.job.getTotaljobs(), (total) => expect(total).toBe(1)],
  [
    'job.getJobs',
    (caller) => caller.job.getJobs({ search: 'brake pads' }),
    (found) => expect(found).toMatchObject([{ id: jobId }]),
  ],
  [
    'job.getJobs without a search',
    (caller) => caller.job.getJobs({ make: 'Ford', model: 'F-150' }),
    (found) => expect(found).toMatchObject([{ id: jobId }]),
  ],
  [
    'repairOrder.getRepairOrder',
    (caller) => caller.repairOrder.getRepairOrder({ id: repairOrderId }),
    (order) => expect(order).toMatchObject({ id: repairOrderId, jobs: [{ id: jobId }] }),
  ],
  [
    'interaction.createInteraction',
    (caller) => caller.interaction.createInteraction({ jobId }),
    (job) => expect(job).toMatchObject({ id: jobId, count_interactions: expect.any(Number) }),
  ],
];

async function interactionCount() {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  return job!.count_interactions;
}

describe('a user who belongs to no shop', () => {
  it.each(NETWORK_PROCEDURES)('is refused %s with the message to join or add a shop', async (_, call) => {
    const stranger = await t.createUser();
    await expect(call(t.caller(stranger))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: NETWORK_MEMBERS_ONLY_MESSAGE,
    });
  });

  it('does not move the interaction count', async () => {
    const stranger = await t.createUser();
    const before = await interactionCount();
    await expect(t.caller(stranger).interaction.createInteraction({ jobId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await interactionCount()).toBe(before);
  });

  it('loses the network when removed from their last shop', async () => {
    const user = await t.createUser();
    const shop = await t.createShop();
    await t.addMember(user, shop);
    expect(await t.caller(user).job.getTotaljobs()).toBe(1);
    await t.db.delete(userShops).where(eq(userShops.user_id, user.id));
    await expect(t.caller(user).job.getTotaljobs()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('still gets category suggestions: labor-guide names, no network counts', async () => {
    const stranger = await t.createUser();
    expect(await t.caller(stranger).category.getAllCategories({ search: 'brake', count: 6 })).toEqual([
      { id: expect.any(Number), name: 'Brakes' },
    ]);
  });
});

describe('a member of any shop', () => {
  it.each(NETWORK_PROCEDURES)('may call %s, for jobs of other shops too', async (_, call, check) => {
    const member = await t.createUser();
    await t.addMember(member, await t.createShop());
    check(await call(t.caller(member)));
  });

  it('reads the network jobs with only the fields spec 001 §3 names', async () => {
    const member = await t.createUser();
    await t.addMember(member, await t.createShop());
    const [job] = await t.caller(member).job.getJobs({ search: 'brake pads' });
    expect(job?.id).toBe(jobId);
    // note: the Enhanced Job builder's job (§3) adds the note to the search result's fields.
    expect(Object.keys(job!).sort()).toEqual([
      'authorized_date',
      'category',
      'count_interactions',
      'id',
      'labor_items',
      'note',
      'part_items',
      'repair_order',
      'similarityScore',
      'title',
      'vehicle',
    ]);
    expect(job!.repair_order).toEqual({
      id: repairOrderId,
      shop: { id: otherShopId, state: 'CA', county: null },
    });
    expect(Object.keys(job!.vehicle).sort()).toEqual(['make', 'model', 'model_year']);
    // The builder needs the past part cost.
    expect(job!.part_items[0]).toMatchObject({ cost: 20, retail: 40, quantity: 2 });
  });
});

describe('a platform admin with no shop', () => {
  it.each(NETWORK_PROCEDURES)('may call %s: admins run the network', async (_, call, check) => {
    const admin = await t.createUser({ role: 'ADMIN' });
    check(await call(t.caller(admin)));
  });
});

describe('without a session', () => {
  it.each(NETWORK_PROCEDURES)('%s answers UNAUTHORIZED', async (_, call) => {
    await expect(call(t.caller(null))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
