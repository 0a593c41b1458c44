import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_PARTNER,
  EMULATOR_USER,
  type PartsTechEmulator,
} from '../../../../dev/emulators/partstech/server';
import { integrations } from '../../db/schema';
import { decryptSecret } from '../../lib/secret-box';
import { setUpPartsTechApp } from '../../test/emulated-app';
import { createTestApp, type TestApp } from '../../test/harness';
import { partsProviderForShop } from '../part/provider';
import { PARTSTECH_PARTNER_MISSING } from './service/partstech';
import { spyOnLogs } from './test-logs';

let emulator: PartsTechEmulator;
let t: TestApp;

setUpPartsTechApp((app, started) => {
  t = app;
  emulator = started;
});

async function anyShop() {
  const owner = await t.createUser({ name: 'Owner Park' });
  const shop = await t.createShop({ name: 'Sunshine Car Clinic', sms_name: 'DEMO_SHOP' });
  await t.addMember(owner, shop);
  return { owner, shop, as: t.caller(owner).integration };
}

const account = (shopId: string, apiKey = EMULATOR_USER.key) => ({
  shop_id: shopId,
  username: EMULATOR_USER.id,
  apiKey,
});

describe('integration: PartsTech', () => {
  it("points to our registration page, where the owner connects the shop's own account", async () => {
    const logs = spyOnLogs(t.deps.logger);
    const { shop, as } = await anyShop();
    expect(await as.createIntegrationPartstech({ shop_id: shop.id })).toEqual({
      registrationUrl: `http://localhost:3000/settings/integrations/partstech?shopId=${shop.id}`,
    });

    const created = await as.connectPartstech(account(shop.id));
    expect(created).toMatchObject({
      type_integration: 'PARTS_TECH',
      shop: { name: 'Sunshine Car Clinic' },
      public_key: EMULATOR_USER.id,
      private_key: '••••••••0001',
    });
    expect(emulator.requests.at(-1)).toMatchObject({
      path: '/oauth/access',
      body: { accessType: 'user', credentials: { user: EMULATOR_USER, partner: EMULATOR_PARTNER } },
    });
    const [row] = await t.db.select().from(integrations).where(eq(integrations.shop_id, shop.id));
    const secret = t.deps.env.APP_SECRET;
    expect(decryptSecret(row!.private_key_encrypted, secret)).toBe(EMULATOR_USER.key);
    expect(row!.partner_id).toBe(EMULATOR_PARTNER.id);
    expect(decryptSecret(row!.partner_key_encrypted!, secret)).toBe(EMULATOR_PARTNER.key);
    expect(row!.base_url).toBeNull();

    // The shop's quotes now source parts from PartsTech with the stored account.
    const provider = await partsProviderForShop(t.deps, shop.id);
    expect(provider.name).toBe('partstech');
    const parts = await provider.quote({
      storeId: 1001,
      vin: '1HGCM82633A004352',
      make: 'Honda',
      partTypeIds: [1684],
    });
    expect(parts.length).toBeGreaterThan(0);

    const listed = await as.getIntegrations({ shopId: shop.id });
    const responses = JSON.stringify([created, listed]);
    expect(responses).not.toContain(EMULATOR_USER.key);
    expect(responses).not.toContain(EMULATOR_PARTNER.key);
    expect(logs.text()).not.toContain(EMULATOR_USER.key);
    logs.restore();
  });

  it('refuses a wrong API key with a clear message and stores nothing', async () => {
    const { shop, as } = await anyShop();
    await expect(as.connectPartstech(account(shop.id, 'wrong-key-0000'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'PartsTech did not accept this username and API key. Check them in your PartsTech account and try again.',
    });
    expect(await as.getIntegrations({ shopId: shop.id })).toEqual([]);
  });

  it('refuses a second PartsTech integration, from the registration and the connect call', async () => {
    const { shop, as } = await anyShop();
    await as.connectPartstech(account(shop.id));
    const conflict = {
      code: 'CONFLICT',
      message:
        'Sunshine Car Clinic already has a PartsTech integration. Delete it first to connect another account.',
    };
    await expect(as.createIntegrationPartstech({ shop_id: shop.id })).rejects.toMatchObject(conflict);
    await expect(as.connectPartstech(account(shop.id))).rejects.toMatchObject(conflict);
  });

  it('says plainly when the server has no PartsTech partner account', async () => {
    const bare = await createTestApp({ env: { PARTSTECH_API_URL: emulator.url } });
    try {
      const owner = await bare.createUser();
      const shop = await bare.createShop();
      await bare.addMember(owner, shop);
      await expect(bare.caller(owner).integration.connectPartstech(account(shop.id))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: PARTSTECH_PARTNER_MISSING,
      });
    } finally {
      await bare.close();
    }
  });

  it('rejects a blank username or key', async () => {
    const { shop, as } = await anyShop();
    await expect(as.connectPartstech({ ...account(shop.id), username: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'PartsTech username is required',
    });
    await expect(as.connectPartstech(account(shop.id, ''))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'PartsTech API key is required',
    });
  });
});
