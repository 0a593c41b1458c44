import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_SHOPWARE_PARTNER,
  EMULATOR_TENANT,
  type ShopWareEmulator,
} from '../../../../dev/emulators/shopware/server';
import { integrations, shops } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { setUpShopWareApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { SHOPWARE_CHECK_FAILED } from './service/shopware';
import { spyOnLogs } from './test-logs';

const SECRET = EMULATOR_SHOPWARE_PARTNER.secret;
let emulator: ShopWareEmulator;
let t: TestApp;

setUpShopWareApp((app, started) => {
  t = app;
  emulator = started;
});

async function shopWareShop(cname: string | null = 'greatlakes') {
  const owner = await t.createUser({ name: 'Owner Okafor' });
  const shop = await t.createShop({
    name: 'Great Lakes Service Center',
    sms_name: 'SHOP_WARE',
    shopware_cname: cname,
  });
  await t.addMember(owner, shop);
  return { owner, shop, as: t.caller(owner).integration };
}

const login = (shopId: string, password = SECRET) => ({
  shop_id: shopId,
  login: EMULATOR_SHOPWARE_PARTNER.id,
  password,
});

async function storedRows(shopId: string) {
  return t.db.select().from(integrations).where(eq(integrations.shop_id, shopId));
}

async function connected() {
  const setup = await shopWareShop();
  const created = await setup.as.createIntegrationShopWare(login(setup.shop.id));
  return { ...setup, created };
}

async function replaceStoredSecret(id: string, secret: string) {
  await t.db
    .update(integrations)
    .set({ private_key_encrypted: encryptSecret(secret, t.deps.env.APP_SECRET) })
    .where(eq(integrations.id, id));
}

describe('integration: Shop-Ware', () => {
  it("finds the shop's tenant and its authorization, then stores the secret encrypted", async () => {
    const logs = spyOnLogs(t.deps.logger);
    const { shop, as, created } = await connected();
    expect(created).toMatchObject({
      type_integration: 'SHOP_WARE',
      shop: { name: 'Great Lakes Service Center' },
      public_key: EMULATOR_SHOPWARE_PARTNER.id,
      private_key: '••••••••0001',
    });
    const [row] = await storedRows(shop.id);
    expect(decryptSecret(row!.private_key_encrypted, t.deps.env.APP_SECRET)).toBe(SECRET);
    expect(row!.private_key_encrypted).not.toContain(SECRET);
    expect(row!.base_url).toBeNull();

    const checked = await as.checkIntegrationShopware({ integrationId: created.id });
    expect(checked).toEqual({
      metaConfiguration: {
        cname: 'greatlakes',
        tenantId: EMULATOR_TENANT.id,
        tenantName: EMULATOR_TENANT.name,
        writable: true,
      },
      shopwareShop: { loginAccess: true, shopAccess: true },
      // Check Now fills the shop's rates (issue 25; rates.test.ts).
      rates: { filled: true, message: expect.stringContaining('Tax rates filled from Shop-Ware') },
    });
    const authorized = await as.authIntegrationShopware({ integrationId: created.id });
    expect(authorized).toEqual({
      message: 'Successfully connected to Shopware',
      tenantId: EMULATOR_TENANT.id,
      tenantName: EMULATOR_TENANT.name,
      writable: true,
    });
    const listed = await as.getIntegrations({ shopId: shop.id });
    expect(JSON.stringify([created, checked, authorized, listed])).not.toContain(SECRET);
    expect(logs.text()).not.toContain(SECRET);
    logs.restore();
  });

  it('refuses a wrong secret or an unknown Shop-Ware address and stores nothing', async () => {
    const { shop, as } = await shopWareShop();
    await expect(as.createIntegrationShopWare(login(shop.id, 'wrong-secret-0000'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Shop-Ware did not accept this partner ID and secret.',
    });
    const elsewhere = await shopWareShop('nowhere');
    await expect(elsewhere.as.createIntegrationShopWare(login(elsewhere.shop.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message:
        "No Shop-Ware shop named 'nowhere' has authorized this app. Check the Shop-Ware address in Settings → Integrations.",
    });
    const noAddress = await shopWareShop(null);
    await expect(noAddress.as.createIntegrationShopWare(login(noAddress.shop.id))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'Great Lakes Service Center has no Shop-Ware address (the name before .shop-ware.com), so its Shop-Ware account cannot be found. Set it on the shop first.',
    });
    for (const id of [shop.id, elsewhere.shop.id, noAddress.shop.id])
      expect(await storedRows(id)).toEqual([]);
  });

  it('refuses a second Shop-Ware integration and a shop on another system', async () => {
    const { shop, as } = await connected();
    await expect(as.createIntegrationShopWare(login(shop.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    const owner = await t.createUser();
    const tekmetric = await t.createShop({ name: 'Bayside Auto Care', sms_name: 'TEKMETRIC' });
    await t.addMember(owner, tekmetric);
    await expect(
      t.caller(owner).integration.createIntegrationShopWare(login(tekmetric.id)),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Bayside Auto Care does not use Shop-Ware, so it cannot connect to it.',
    });
  });

  it('reports no login access when Shop-Ware rejects the stored secret; re-authorizing fails', async () => {
    const { as, created } = await connected();
    await replaceStoredSecret(created.id, 'revoked-secret-0000');
    const logs = spyOnLogs(t.deps.logger);
    expect(await as.checkIntegrationShopware({ integrationId: created.id })).toMatchObject({
      shopwareShop: { loginAccess: false, shopAccess: false },
    });
    await expect(as.authIntegrationShopware({ integrationId: created.id })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: SHOPWARE_CHECK_FAILED,
    });
    expect(logs.calls()).toBe(2);
    expect(logs.text()).not.toContain('revoked-secret-0000');
    logs.restore();
  });

  it("reports login but no shop access when the shop's tenant is not among the partner's", async () => {
    const { shop, as, created } = await connected();
    await t.db.update(shops).set({ shopware_cname: 'lakeshore' }).where(eq(shops.id, shop.id));
    expect(await as.checkIntegrationShopware({ integrationId: created.id })).toEqual({
      metaConfiguration: { cname: 'lakeshore', tenantId: null, tenantName: null, writable: false },
      shopwareShop: { loginAccess: true, shopAccess: false },
    });
  });

  it("answers the spec's error when Shop-Ware does not answer", async () => {
    const { as, created } = await connected();
    // One request and its two retries.
    emulator.failNext(503, 3);
    await expect(as.checkIntegrationShopware({ integrationId: created.id })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: SHOPWARE_CHECK_FAILED,
    });
  });

  it('deletes the integration', async () => {
    const { shop, as, created } = await connected();
    await as.deleteIntegration({ id: created.id });
    expect(await as.getIntegrations({ shopId: shop.id })).toEqual([]);
    await expect(as.authIntegrationShopware({ integrationId: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lets a shop waiting for network approval in once its Shop-Ware connection checks out', async () => {
    const { shop, as } = await shopWareShop();
    await t.db.update(shops).set({ network_status: 'PENDING' }).where(eq(shops.id, shop.id));
    await expect(as.createIntegrationShopWare(login(shop.id, 'wrong-secret'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const [refused] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(refused!.network_status).toBe('PENDING');
    await as.createIntegrationShopWare(login(shop.id));
    const [approved] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(approved).toMatchObject({ network_status: 'APPROVED', network_approved_via: 'SHOP_WARE' });
  });
});
