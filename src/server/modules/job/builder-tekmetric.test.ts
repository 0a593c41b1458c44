import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_CREDENTIALS,
  startTekmetricEmulator,
  type TekmetricEmulator,
} from '../../../../dev/emulators/tekmetric/server';
import { DEFAULT_JOB_NAME } from '../../../shared/job-builder';
import type { SessionUser } from '../../auth';
import { builderJobExports, integrations } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/harness';

let emulator: TekmetricEmulator;
let t: TestApp;
let advisor: SessionUser;

beforeAll(async () => {
  emulator = await startTekmetricEmulator();
  t = await createTestApp({ env: { TEKMETRIC_API_URL: emulator.url } });
  advisor = await t.createUser({ name: 'Sam Advisor' });
  const shop = await t.createShop({
    name: 'Bayside Test',
    sms_name: 'TEKMETRIC',
    tekmetric_id: 7001,
    tekmetric_auto_apply_labor_matrix_id: 301,
    tekmetric_auto_apply_parts_matrix_id: 302,
  });
  await t.addMember(advisor, shop);
  await t.db.insert(integrations).values({
    shop_id: shop.id,
    type: 'TEKMETRIC',
    public_key: EMULATOR_CREDENTIALS.clientId,
    private_key_encrypted: encryptSecret(EMULATOR_CREDENTIALS.clientSecret, t.deps.env.APP_SECRET),
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
});
beforeEach(async () => {
  emulator.jobs.length = 0;
  await t.db.delete(builderJobExports);
});

const input = (extra: Record<string, unknown> = {}) => ({
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
const create = (user: SessionUser | null, value: any) => t.caller(user).job.createJobInTekmetric(value);

describe('job.createJobInTekmetric (Enhanced Job builder)', () => {
  it('writes exactly the lines in cents, without matrix ids when the toggles are off', async () => {
    const result = await create(advisor, input());
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
    await create(advisor, input({ isLaborMatrixApplied: true, isPartMatrixApplied: true }));
    const job = emulator.jobs[0]!;
    for (const line of job.labor) expect(line.autoApplyLaborMatrixId).toBe(301);
    for (const part of job.parts) expect(part.autoApplyPartsMatrixId).toBe(302);
    await create(advisor, input({ isLaborMatrixApplied: true }));
    const laborOnly = emulator.jobs[1]!;
    expect(laborOnly.labor.every((l) => l.autoApplyLaborMatrixId === 301)).toBe(true);
    expect(laborOnly.parts.every((p) => !('autoApplyPartsMatrixId' in p))).toBe(true);
  });

  it('names an empty job after the product and turns empty numbers into 0', async () => {
    await create(advisor, input({ jobName: '  ', partItems: [{ ...input().partItems[0], cost: '' }] }));
    const job = emulator.jobs[0]!;
    expect(job.name).toBe(DEFAULT_JOB_NAME);
    expect(job.parts[0]).toMatchObject({ cost: 0, retail: 8999 });
  });

  it('a retry or a double click with the same key creates one job', async () => {
    const same = input();
    const [first, second] = await Promise.all([create(advisor, same), create(advisor, same)]);
    const again = await create(advisor, same);
    expect(emulator.jobs).toHaveLength(1);
    const id = String(emulator.jobs[0]!.id);
    expect([first.id, second.id, again.id]).toEqual([id, id, id]);
    expect([first.alreadyCreated, second.alreadyCreated].sort()).toEqual([false, true]);
    expect(again.alreadyCreated).toBe(true);
    expect(await t.db.select().from(builderJobExports)).toHaveLength(1);
    // Another key is another job.
    await create(advisor, input());
    expect(emulator.jobs).toHaveLength(2);
  });

  it('a failure of Tekmetric leaves no record; the next try creates the job once', async () => {
    const same = input();
    emulator.failNext(500, 1, 'POST /api/v1/jobs');
    await expect(create(advisor, same)).rejects.toThrow(/Tekmetric is not answering \(HTTP 500\)/);
    expect(await t.db.select().from(builderJobExports)).toEqual([]);
    expect(emulator.jobs).toHaveLength(0);
    const retried = await create(advisor, same);
    expect(retried.alreadyCreated).toBe(false);
    expect(emulator.jobs).toHaveLength(1);
  });

  it("refuses another shop's member and anonymous callers", async () => {
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop({ sms_name: 'TEKMETRIC', tekmetric_id: 7002 }));
    await expect(create(outsider, input())).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(create(advisor, input({ shopTekmetricId: '99999999999' }))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(create(null, input())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(emulator.jobs).toHaveLength(0);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const bad = (extra: Record<string, unknown>) => create(advisor, input(extra));
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
    await expect(bad({ partItems: [{ ...input().partItems[0], quantity: '' }] })).rejects.toThrow(
      'The part "Brake Pad Set" has no quantity. Enter a quantity above 0.',
    );
    expect(emulator.jobs).toHaveLength(0);
    expect(await t.db.select().from(builderJobExports)).toEqual([]);
  });
});
