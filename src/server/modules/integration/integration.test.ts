import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type IntegrationType, integrations } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { setUpTestApp, type TestApp } from '../../test/harness';

// Access rules of every integration procedure. The rows are written directly: no vendor is
// asked, because a refused caller must be turned away before any vendor call.

const SECRET = 'stored-secret-do-not-show-4242';
let t: TestApp;

setUpTestApp({}, (app) => {
  t = app;
});

async function shopWithIntegration(type: IntegrationType = 'SHOP_WARE') {
  const owner = await t.createUser({ name: 'Owner Osei' });
  const shop = await t.createShop({
    name: 'Great Lakes Service Center',
    sms_name: 'SHOP_WARE',
    shopware_cname: 'greatlakes',
  });
  await t.addMember(owner, shop);
  const [row] = await t.db
    .insert(integrations)
    .values({
      shop_id: shop.id,
      type,
      public_key: '9001',
      private_key_encrypted: encryptSecret(SECRET, t.deps.env.APP_SECRET),
    })
    .returning();
  return { owner, shop, integration: row! };
}

describe('integration: access', () => {
  it('lists the integrations of a shop with the private key masked', async () => {
    const { owner, shop, integration } = await shopWithIntegration();
    const listed = await t.caller(owner).integration.getIntegrations({ shopId: shop.id });
    expect(listed).toEqual([
      {
        id: integration.id,
        type_integration: 'SHOP_WARE',
        shop: { name: 'Great Lakes Service Center' },
        email: null,
        public_key: '9001',
        private_key: '••••••••4242',
        created_at: integration.created_at,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(SECRET);
  });

  it('lists a key saved under another APP_SECRET as unreadable, so it can still be deleted', async () => {
    const { owner, shop, integration } = await shopWithIntegration();
    await t.db
      .update(integrations)
      .set({ private_key_encrypted: encryptSecret(SECRET, 'another-secret-another-secret-0123456') })
      .where(eq(integrations.id, integration.id));
    const [listed] = await t.caller(owner).integration.getIntegrations({ shopId: shop.id });
    expect(listed!.private_key).toBeNull();
    await t.caller(owner).integration.deleteIntegration({ id: integration.id });
  });

  it('a member of another shop can neither list, use nor delete the integrations', async () => {
    const { shop, integration } = await shopWithIntegration();
    const outsider = await t.createUser();
    const ownShop = await t.createShop();
    await t.addMember(outsider, ownShop);
    const as = t.caller(outsider).integration;
    const byId = { integrationId: integration.id };

    await expect(as.getIntegrations({ shopId: shop.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Calls start one at a time: a rejected promise left waiting would be reported as unhandled.
    for (const call of [
      () => as.deleteIntegration({ id: integration.id }),
      () => as.checkIntegrationShopware(byId),
      () => as.authIntegrationShopware(byId),
      () => as.checkIntegrationTekmetric(byId),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Integration not found.' });
    }
    const forbidden = { code: 'FORBIDDEN', message: "Shop not found or you don't have access to this shop." };
    const credentials = { shop_id: shop.id, login: 'x', password: 'y' };
    await expect(as.createIntegrationTekmetric(credentials)).rejects.toMatchObject(forbidden);
    await expect(as.createIntegrationShopWare(credentials)).rejects.toMatchObject(forbidden);
    await expect(as.createIntegrationPartstech({ shop_id: shop.id })).rejects.toMatchObject(forbidden);
    await expect(as.connectPartstech({ shop_id: shop.id, username: 'u', apiKey: 'k' })).rejects.toMatchObject(
      forbidden,
    );

    const [still] = await t.db.select().from(integrations).where(eq(integrations.id, integration.id));
    expect(still?.id).toBe(integration.id);
  });

  it('refuses anonymous callers on every procedure', async () => {
    const { shop, integration } = await shopWithIntegration();
    const as = t.caller(null).integration;
    const byId = { integrationId: integration.id };
    for (const call of [
      () => as.getIntegrations({ shopId: shop.id }),
      () => as.deleteIntegration({ id: integration.id }),
      () => as.createIntegrationTekmetric({ shop_id: shop.id, login: 'x', password: 'y' }),
      () => as.createIntegrationShopWare({ shop_id: shop.id, login: 'x', password: 'y' }),
      () => as.createIntegrationPartstech({ shop_id: shop.id }),
      () => as.connectPartstech({ shop_id: shop.id, username: 'u', apiKey: 'k' }),
      () => as.checkIntegrationTekmetric(byId),
      () => as.checkIntegrationShopware(byId),
      () => as.authIntegrationShopware(byId),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('rejects bad input with the first rule', async () => {
    const { owner, shop } = await shopWithIntegration();
    const as = t.caller(owner).integration;
    await expect(
      as.createIntegrationShopWare({ shop_id: shop.id, login: '  ', password: 'secret' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Login is required' });
    await expect(
      as.createIntegrationTekmetric({ shop_id: shop.id, login: 'client', password: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Password is required' });
    await expect(as.checkIntegrationTekmetric({ integrationId: 'not-an-id' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid integration id',
    });
    await expect(as.createIntegrationPartstech({ shop_id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid shop id',
    });
  });
});
