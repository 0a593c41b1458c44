import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, async (app) => {
  t = app;
  await t.db
    .insert(categories)
    .values(
      [
        'Brake Pads',
        'Brake Rotors',
        'Brake Fluid',
        'Battery',
        'Oil Change',
        'Spark Plugs',
        'A/C Service',
        'Tires',
        'Wheel Alignment',
      ].map((name) => ({ name })),
    );
});

describe('category.getAllCategories', () => {
  it('suggests categories containing the text, those starting with it first, at most count', async () => {
    const user = await t.createUser();
    const call = t.caller(user).category.getAllCategories;
    expect((await call({ search: 'brake', count: 6 })).map((c) => c.name).sort()).toEqual([
      'Brake Fluid',
      'Brake Pads',
      'Brake Rotors',
    ]);
    expect((await call({ search: 'rotors brake', count: 6 })).map((c) => c.name)[0]).toBe('Brake Rotors');
    expect((await call({ search: 'pads', count: 6 })).map((c) => c.name)).toEqual(['Brake Pads']);
    expect((await call({ search: 'alignmnet', count: 6 })).map((c) => c.name)).toEqual(['Wheel Alignment']);
    expect(await call({ count: 6 })).toHaveLength(6);
    expect(await call({ search: 'b', count: 2 })).toHaveLength(2);
    expect(await call({ search: '100%_', count: 6 })).toEqual([]);
  });

  it('refuses bad input and anonymous callers', async () => {
    const user = await t.createUser();
    await expect(t.caller(user).category.getAllCategories({ search: 'x', count: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(t.caller(null).category.getAllCategories({ count: 6 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
