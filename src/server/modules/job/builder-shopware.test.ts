import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_SHOPWARE_PARTNER,
  type ShopWareEmulator,
  startShopWareEmulator,
} from '../../../../dev/emulators/shopware/server';
import { DEFAULT_JOB_NAME } from '../../../shared/job-builder';
import type { SessionUser } from '../../auth';
import { builderJobExports, integrations } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/harness';
import type { Shop } from '../shop/types';

let emulator: ShopWareEmulator;
let t: TestApp;
let advisor: SessionUser;
let shop: Shop;

beforeAll(async () => {
  emulator = await startShopWareEmulator();
  t = await createTestApp({ env: { SHOPWARE_API_URL: emulator.url } });
  advisor = await t.createUser({ name: 'Sam Advisor' });
  shop = await t.createShop({
    name: 'Great Lakes Test',
    sms_name: 'SHOP_WARE',
    shopware_cname: 'greatlakes',
  });
  await t.addMember(advisor, shop);
  await t.db.insert(integrations).values({
    shop_id: shop.id,
    type: 'SHOP_WARE',
    public_key: EMULATOR_SHOPWARE_PARTNER.id,
    private_key_encrypted: encryptSecret(EMULATOR_SHOPWARE_PARTNER.secret, t.deps.env.APP_SECRET),
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
});
beforeEach(async () => {
  await t.db.delete(builderJobExports);
});

const input = (extra: Record<string, unknown> = {}) => ({
  jobName: 'Front brakes',
  shopWareOrderId: '55001',
  noteId: '880',
  shopId: shop.id,
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
const create = (user: SessionUser | null, value: any) => t.caller(user).job.createJobInShopWare(value);

describe('job.createJobInShopWare (Enhanced Job builder)', () => {
  it('writes a recommendation and a note with exactly the lines, and records the matrix flags', async () => {
    const before = emulator.recommendationsOf(55001).length;
    const result = await create(advisor, input());
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

  it('a retry or a double click with the same key creates one recommendation', async () => {
    const before = emulator.recommendationsOf(55001).length;
    const same = input({ jobName: '' });
    const [first, second] = await Promise.all([create(advisor, same), create(advisor, same)]);
    const again = await create(advisor, same);
    expect(emulator.recommendationsOf(55001)).toHaveLength(before + 1);
    expect(emulator.recommendationsOf(55001).at(-1)!.description).toContain(DEFAULT_JOB_NAME);
    expect(new Set([first.id, second.id, again.id]).size).toBe(1);
    expect([first.alreadyCreated, second.alreadyCreated].sort()).toEqual([false, true]);
    expect(again.alreadyCreated).toBe(true);
  });

  it('a failure of Shop-Ware leaves no record', async () => {
    const before = emulator.recommendationsOf(55002).length;
    emulator.failNext(503, 1, 'POST /recommendations');
    await expect(create(advisor, input({ shopWareOrderId: '55002' }))).rejects.toThrow(/Shop-Ware/);
    expect(await t.db.select().from(builderJobExports)).toEqual([]);
    expect(emulator.recommendationsOf(55002)).toHaveLength(before);
  });

  it("refuses another shop's member, anonymous callers and bad input", async () => {
    const outsider = await t.createUser();
    await t.addMember(outsider, await t.createShop({ sms_name: 'SHOP_WARE', shopware_cname: 'greatlakes' }));
    await expect(create(outsider, input())).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Shop not found or you don't have access to this shop.",
    });
    await expect(create(null, input())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(create(advisor, input({ noteId: ' ' }))).rejects.toThrow(
      'Note ID is missing. Make sure to use the browser extension.',
    );
    await expect(
      create(advisor, input({ partItems: [{ ...input().partItems[0], retail: -5 }] })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Retail must be 0 or more' });
    expect(await t.db.select().from(builderJobExports)).toEqual([]);
  });
});
