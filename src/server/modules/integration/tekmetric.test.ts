import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS, type TekmetricEmulator } from '../../../../dev/emulators/tekmetric/server';
import { integrations } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { TEKMETRIC_CHECK_FAILED } from './service/tekmetric';
import { spyOnLogs } from './test-logs';

const SECRET = EMULATOR_CREDENTIALS.clientSecret;
let emulator: TekmetricEmulator;
let t: TestApp;

setUpTekmetricApp((app, started) => {
  t = app;
  emulator = started;
});

async function tekmetricShop(overrides: { tekmetric_id?: number | null } = {}) {
  const owner = await t.createUser({ name: 'Owner Ortiz' });
  const shop = await t.createShop({
    name: 'Bayside Auto Care',
    sms_name: 'TEKMETRIC',
    tekmetric_id: 7001,
    ...overrides,
  });
  await t.addMember(owner, shop);
  return { owner, shop, as: t.caller(owner).integration };
}

const login = (shopId: string, password = SECRET) => ({
  shop_id: shopId,
  login: EMULATOR_CREDENTIALS.clientId,
  password,
});

async function storedRows(shopId: string) {
  return t.db.select().from(integrations).where(eq(integrations.shop_id, shopId));
}

describe('integration: Tekmetric', () => {
  it('verifies the client id and secret with Tekmetric, then stores them encrypted', async () => {
    const logs = spyOnLogs(t.deps.logger);
    const { shop, as } = await tekmetricShop();
    const created = await as.createIntegrationTekmetric(login(shop.id));
    expect(created).toMatchObject({
      type_integration: 'TEKMETRIC',
      shop: { name: 'Bayside Auto Care' },
      email: null,
      public_key: EMULATOR_CREDENTIALS.clientId,
      private_key: '••••••••0001',
    });
    expect(emulator.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/v1/shops/7001');

    const [row] = await storedRows(shop.id);
    expect(row!.private_key_encrypted).not.toContain(SECRET);
    expect(decryptSecret(row!.private_key_encrypted, t.deps.env.APP_SECRET)).toBe(SECRET);
    expect(row!.base_url).toBeNull();

    const listed = await as.getIntegrations({ shopId: shop.id });
    expect(listed).toEqual([created]);
    const checked = await as.checkIntegrationTekmetric({ integrationId: created.id });
    expect(checked).toEqual({ name: 'Bayside Auto Care' });

    expect(JSON.stringify([created, listed, checked])).not.toContain(SECRET);
    expect(logs.text()).not.toContain(SECRET);
    logs.restore();
  });

  it('refuses wrong credentials with a clear message and stores nothing', async () => {
    const { shop, as } = await tekmetricShop();
    await expect(as.createIntegrationTekmetric(login(shop.id, 'wrong-secret-0000'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Tekmetric did not accept this client ID and secret.',
    });
    expect(await storedRows(shop.id)).toEqual([]);
  });

  it('refuses a shop Tekmetric does not know, a non-Tekmetric shop and a second integration', async () => {
    const unknown = await tekmetricShop({ tekmetric_id: 9999 });
    await expect(unknown.as.createIntegrationTekmetric(login(unknown.shop.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Shop 9999 was not found in Tekmetric.',
    });
    expect(await storedRows(unknown.shop.id)).toEqual([]);

    const noId = await tekmetricShop({ tekmetric_id: null });
    await expect(noId.as.createIntegrationTekmetric(login(noId.shop.id))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'Bayside Auto Care has no Tekmetric shop id, so there is nothing to connect to. Set it on the shop first.',
    });

    const owner = await t.createUser();
    const demoShop = await t.createShop({ name: 'Sunshine Car Clinic', sms_name: 'DEMO_SHOP' });
    await t.addMember(owner, demoShop);
    await expect(
      t.caller(owner).integration.createIntegrationTekmetric(login(demoShop.id)),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Sunshine Car Clinic does not use Tekmetric, so it cannot connect to it.',
    });

    const { shop, as } = await tekmetricShop();
    await as.createIntegrationTekmetric(login(shop.id));
    await expect(as.createIntegrationTekmetric(login(shop.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Bayside Auto Care already has a Tekmetric integration. Delete it first to connect another account.',
    });
  });

  it("answers the spec's error when the stored credentials stop working", async () => {
    const { shop, as } = await tekmetricShop();
    const created = await as.createIntegrationTekmetric(login(shop.id));
    const logs = spyOnLogs(t.deps.logger);
    await t.db
      .update(integrations)
      .set({ private_key_encrypted: encryptSecret('revoked-secret-0000', t.deps.env.APP_SECRET) })
      .where(eq(integrations.id, created.id));
    await expect(as.checkIntegrationTekmetric({ integrationId: created.id })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: TEKMETRIC_CHECK_FAILED,
    });
    // The cause is logged for the operator, without the secret.
    expect(logs.calls()).toBe(1);
    expect(logs.text()).toContain('Tekmetric rejected the credentials');
    expect(logs.text()).not.toContain('revoked-secret-0000');
    logs.restore();
    await expect(as.checkIntegrationShopware({ integrationId: created.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This is not a Shop-Ware integration.',
    });
  });

  it('deletes an integration: the list no longer has it and its checks answer NOT_FOUND', async () => {
    const { shop, as } = await tekmetricShop();
    const created = await as.createIntegrationTekmetric(login(shop.id));
    expect(await as.deleteIntegration({ id: created.id })).toEqual({ id: created.id });
    expect(await as.getIntegrations({ shopId: shop.id })).toEqual([]);
    await expect(as.checkIntegrationTekmetric({ integrationId: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // With it gone, the shop can connect again.
    await as.createIntegrationTekmetric(login(shop.id));
  });
});
