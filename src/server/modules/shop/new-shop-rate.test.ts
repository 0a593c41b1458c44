import { describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

describe('shop.createShop and the app variable new_shop_labor_rate', () => {
  it('starts a new shop at the default rate, then at the rate an admin saved', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const owner = await t.createUser();
    const before = await t.caller(owner).shop.createShop({ name: 'Before Garage', sms_name: 'SUN_AUTO' });
    expect(before.standard_labor_rate).toBe(0);

    await t.caller(admin).appVariable.saveAppVariable({ key: 'new_shop_labor_rate', value: 137.25 });
    const after = await t.caller(owner).shop.createShop({ name: 'After Garage', sms_name: 'SUN_AUTO' });
    expect(after.standard_labor_rate).toBe(137.25);
    const mine = await t.caller(owner).shop.getMyShop({ shopId: after.id });
    expect(mine.standard_labor_rate).toBe(137.25);

    await t.caller(admin).appVariable.resetAppVariable({ key: 'new_shop_labor_rate' });
    const reset = await t.caller(owner).shop.createShop({ name: 'Reset Garage', sms_name: 'SUN_AUTO' });
    expect(reset.standard_labor_rate).toBe(0);
  });
});
