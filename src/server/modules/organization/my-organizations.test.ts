import { describe, expect, it } from 'vitest';
import { organizationShops, organizations, userOrganizations } from '../../db/schema';
import { setUpTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

describe('organization.getMyOrganizations', () => {
  it("lists the caller's organizations by name with their shops and the API's addresses", async () => {
    const member = await t.createUser();
    const stranger = await t.createUser();
    const [bayside, lakes] = [await t.createShop({ name: 'Bayside' }), await t.createShop({ name: 'Lakes' })];
    const [fleet, dealers, notMine] = await t.db
      .insert(organizations)
      .values([{ name: 'Zephyr Fleet' }, { name: 'Atlas Dealers' }, { name: 'Not Mine' }])
      .returning();
    await t.db.insert(userOrganizations).values([
      { user_id: member.id, organization_id: fleet!.id },
      { user_id: member.id, organization_id: dealers!.id },
      { user_id: stranger.id, organization_id: notMine!.id },
    ]);
    await t.db.insert(organizationShops).values([
      { organization_id: fleet!.id, shop_id: lakes.id },
      { organization_id: fleet!.id, shop_id: bayside.id },
      { organization_id: notMine!.id, shop_id: bayside.id },
    ]);

    const mine = await t.caller(member).organization.getMyOrganizations();

    const api = { apiDocsUrl: '/api/docs', apiEndpoint: `${TEST_ORIGIN}/api/v1` };
    expect(mine).toEqual([
      { id: dealers!.id, name: 'Atlas Dealers', shops: [], ...api },
      {
        id: fleet!.id,
        name: 'Zephyr Fleet',
        shops: [
          { id: bayside.id, name: 'Bayside' },
          { id: lakes.id, name: 'Lakes' },
        ],
        ...api,
      },
    ]);
    expect((await t.caller(stranger).organization.getMyOrganizations()).map((o) => o.name)).toEqual([
      'Not Mine',
    ]);
  });

  it('answers an empty list to a user in no organization, and UNAUTHORIZED without a session', async () => {
    const loner = await t.createUser();
    expect(await t.caller(loner).organization.getMyOrganizations()).toEqual([]);
    await expect(t.caller(null).organization.getMyOrganizations()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
