import { describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const NO_ACCESS = "Shop not found or you don't have access to this shop.";
const PARTS = [
  { startCost: 0, endCost: 10, multiplier: 2.5 },
  { startCost: 10, endCost: 100, multiplier: 1.75 },
  { startCost: 100, endCost: 1000, multiplier: 1.3 },
];
const LABOR = [{ startCost: 0, endCost: 500, multiplier: 1.1 }];

/** A shop with a member, and a member of another shop. */
async function shopWithMember() {
  const member = await t.createUser({ name: 'Mia Member' });
  const outsider = await t.createUser({ name: 'Otto Outsider' });
  const shop = await t.createShop({ name: 'Harbor Auto' });
  const foreign = await t.createShop({ name: 'Faraway Garage' });
  await t.addMember(member, shop);
  await t.addMember(outsider, foreign);
  return { member, outsider, shop, foreign };
}

const values = (rows: Array<{ startCost: number; endCost: number; multiplier: number }>) =>
  rows.map(({ startCost, endCost, multiplier }) => ({ startCost, endCost, multiplier }));

describe('matrix.getMatrices', () => {
  it("reads the shop's rows of one type in their saved order, with ids and the type", async () => {
    const { member, shop } = await shopWithMember();
    const call = t.caller(member).matrix;
    expect(await call.getMatrices({ shopId: shop.id, type: 'PARTS' })).toEqual([]);
    await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });

    const rows = await call.getMatrices({ shopId: shop.id, type: 'PARTS' });
    expect(values(rows)).toEqual(PARTS);
    expect(rows.every((row) => row.type === 'PARTS')).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads PARTS when no type is given', async () => {
    const { member, shop } = await shopWithMember();
    const call = t.caller(member).matrix;
    await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });
    await call.replaceMatrices({ shopId: shop.id, type: 'LABOR', matrices: LABOR });
    expect(values(await call.getMatrices({ shopId: shop.id }))).toEqual(PARTS);
  });

  it("refuses a member of another shop, who still reads their own shop's rows", async () => {
    const { member, outsider, shop, foreign } = await shopWithMember();
    await t.caller(member).matrix.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });
    await expect(
      t.caller(outsider).matrix.getMatrices({ shopId: shop.id, type: 'PARTS' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: NO_ACCESS });
    expect(await t.caller(outsider).matrix.getMatrices({ shopId: foreign.id, type: 'PARTS' })).toEqual([]);
  });

  it('refuses anonymous callers and a malformed shop id', async () => {
    const { member, shop } = await shopWithMember();
    await expect(t.caller(null).matrix.getMatrices({ shopId: shop.id, type: 'PARTS' })).rejects.toMatchObject(
      { code: 'UNAUTHORIZED' },
    );
    await expect(
      t.caller(member).matrix.getMatrices({ shopId: 'not-a-uuid', type: 'PARTS' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid shop id' });
  });
});

describe('matrix.replaceMatrices', () => {
  it('replaces the whole table of a type and answers the saved rows', async () => {
    const { member, shop } = await shopWithMember();
    const call = t.caller(member).matrix;
    const first = await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });
    expect(values(first)).toEqual(PARTS);

    const fewer = [
      { startCost: 0, endCost: 50, multiplier: 2 },
      { startCost: 50, endCost: 75.25, multiplier: 1.125 },
    ];
    const saved = await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: fewer });
    expect(values(saved)).toEqual(fewer);
    expect(saved.map((row) => row.id)).not.toContain(first[0]!.id);
    expect(await call.getMatrices({ shopId: shop.id, type: 'PARTS' })).toEqual(saved);

    expect(await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: [] })).toEqual([]);
    expect(await call.getMatrices({ shopId: shop.id, type: 'PARTS' })).toEqual([]);
  });

  it('keeps PARTS and LABOR apart: replacing one leaves the other', async () => {
    const { member, shop } = await shopWithMember();
    const call = t.caller(member).matrix;
    await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });
    const labor = await call.replaceMatrices({ shopId: shop.id, type: 'LABOR', matrices: LABOR });
    expect(values(labor)).toEqual(LABOR);
    expect(labor[0]!.type).toBe('LABOR');
    expect(values(await call.getMatrices({ shopId: shop.id, type: 'PARTS' }))).toEqual(PARTS);

    await call.replaceMatrices({ shopId: shop.id, type: 'LABOR', matrices: [] });
    expect(values(await call.getMatrices({ shopId: shop.id, type: 'PARTS' }))).toEqual(PARTS);
    expect(await call.getMatrices({ shopId: shop.id, type: 'LABOR' })).toEqual([]);
  });

  it("refuses a member of another shop and leaves the shop's rows as they were", async () => {
    const { member, outsider, shop } = await shopWithMember();
    await t.caller(member).matrix.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });
    await expect(
      t.caller(outsider).matrix.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: [] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: NO_ACCESS });
    expect(values(await t.caller(member).matrix.getMatrices({ shopId: shop.id, type: 'PARTS' }))).toEqual(
      PARTS,
    );
  });

  it('refuses anonymous callers', async () => {
    const { shop } = await shopWithMember();
    await expect(
      t.caller(null).matrix.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a row whose end is not above its start, and a table with a gap, saving nothing', async () => {
    const { member, shop } = await shopWithMember();
    const call = t.caller(member).matrix;
    await call.replaceMatrices({ shopId: shop.id, type: 'PARTS', matrices: PARTS });

    await expect(
      call.replaceMatrices({
        shopId: shop.id,
        type: 'PARTS',
        matrices: [
          { startCost: 0, endCost: 10, multiplier: 2 },
          { startCost: 10, endCost: 5, multiplier: 1.5 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'End cost must be greater than start cost' });
    await expect(
      call.replaceMatrices({
        shopId: shop.id,
        type: 'PARTS',
        matrices: [
          { startCost: 0, endCost: 10, multiplier: 2 },
          { startCost: 20, endCost: 50, multiplier: 1.5 },
        ],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "Each row's start cost must equal the previous row's end cost",
    });
    await expect(
      call.replaceMatrices({
        shopId: shop.id,
        type: 'PARTS',
        matrices: [{ startCost: 0, endCost: 10, multiplier: 0 }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Multiplier must be greater than 0' });

    expect(values(await call.getMatrices({ shopId: shop.id, type: 'PARTS' }))).toEqual(PARTS);
  });
});
