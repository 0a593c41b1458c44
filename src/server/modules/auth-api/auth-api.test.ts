import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PARTNER, EMULATOR_USER } from '../../../../dev/emulators/partstech/server';
import { appConfigChanges, authApis, integrations } from '../../db/schema';
import { setUpPartsTechApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';

let t: TestApp;

setUpPartsTechApp(
  (app) => {
    t = app;
  },
  { PLATE_LOOKUP_API_KEY: 'plate-key-0123456789' },
);

async function admin() {
  return t.caller(await t.createUser({ role: 'ADMIN', name: 'Alex Admin' })).authApi;
}

async function rowId(name: string) {
  const rows = await (await admin()).getAdminAuthApis();
  return rows.find((row) => row.api_name === name)!.id;
}

async function shopMember() {
  const owner = await t.createUser({ name: 'Owner Park' });
  const shop = await t.createShop({ name: 'Sunshine Car Clinic', sms_name: 'DEMO_SHOP' });
  await t.addMember(owner, shop);
  const connect = () =>
    t.caller(owner).integration.connectPartstech({
      shop_id: shop.id,
      username: EMULATOR_USER.id,
      apiKey: EMULATOR_USER.key,
    });
  return { owner, shop, connect };
}

describe('authApi.getAdminAuthApis', () => {
  it('lists the four systems, seeded from the environment, with values truncated and stored encrypted', async () => {
    const rows = await (await admin()).getAdminAuthApis();
    expect(rows.map((row) => [row.api_name, row.label, row.login_access])).toEqual([
      ['TEKMETRIC', 'Tekmetric', 'enabled'],
      ['SHOP_WARE', 'Shop-Ware', 'enabled'],
      ['PARTS_TECH', 'PartsTech', 'enabled'],
      ['PLATE_LOOKUP', 'Plate lookup', 'enabled'],
    ]);
    const partsTech = rows[2]!;
    expect(partsTech.uses).toEqual({ csrfToken: 'Partner id', token: 'Partner key' });
    expect(partsTech.token).toMatch(/…/);
    expect(partsTech.token).not.toContain(EMULATOR_PARTNER.key);
    expect(rows[3]!.token).toBe('plate-…6789');
    const [stored] = await t.db.select().from(authApis).where(eq(authApis.api_name, 'PARTS_TECH'));
    expect(stored!.token_encrypted).not.toContain(EMULATOR_PARTNER.key);
    expect(JSON.stringify(rows)).not.toContain(EMULATOR_PARTNER.key);
  });

  it('refuses a non-admin and an anonymous caller', async () => {
    const user = await t.createUser();
    await expect(t.caller(user).authApi.getAdminAuthApis()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).authApi.getAdminAuthApis()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const id = await rowId('PARTS_TECH');
    await expect(
      t.caller(user).authApi.saveAuthApiAdmin({ id, login_access: 'disabled' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      t.caller(null).authApi.saveAuthApiAdmin({ id, login_access: 'disabled' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('authApi.saveAuthApiAdmin', () => {
  it('switches PartsTech off for everyone and on again; the connection follows', async () => {
    const as = await admin();
    const id = await rowId('PARTS_TECH');
    const off = await as.saveAuthApiAdmin({ id, login_access: 'disabled' });
    expect(off).toMatchObject({ login_access: 'disabled', updated_by: { name: 'Alex Admin' } });
    const { shop, connect } = await shopMember();
    await expect(connect()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'PartsTech is switched off for this platform by an administrator.',
    });
    expect(await t.db.select().from(integrations).where(eq(integrations.shop_id, shop.id))).toEqual([]);
    await as.saveAuthApiAdmin({ id, login_access: 'enabled' });
    expect(await connect()).toMatchObject({ type_integration: 'PARTS_TECH' });
  });

  it('the partner key PartsTech is reached with is the one set here', async () => {
    const as = await admin();
    const id = await rowId('PARTS_TECH');
    await as.saveAuthApiAdmin({ id, token: 'not-the-partner-key' });
    const first = await shopMember();
    // PartsTech refuses the pair; it does not say which half was wrong.
    await expect(first.connect()).rejects.toMatchObject({
      message: expect.stringMatching(/^PartsTech did not accept/),
    });
    await as.saveAuthApiAdmin({ id, token: EMULATOR_PARTNER.key });
    expect(await first.connect()).toMatchObject({ type_integration: 'PARTS_TECH' });

    const changes = await t.db
      .select()
      .from(appConfigChanges)
      .where(eq(appConfigChanges.key, 'auth_api.PARTS_TECH.token'));
    expect(changes.map((c) => c.new_value)).toEqual(['changed', 'changed']);
    expect(JSON.stringify(changes)).not.toContain(EMULATOR_PARTNER.key);
  });

  it('switching plate lookup off refuses plate searches with a message', async () => {
    const as = await admin();
    const id = await rowId('PLATE_LOOKUP');
    await as.saveAuthApiAdmin({ id, login_access: 'disabled' });
    const user = await t.createUser();
    await t.addMember(user, await t.createShop());
    await expect(
      t.caller(user).vehicle.getVehicleByPlate({ plate: '7ABC123', state: 'CA' }),
    ).rejects.toMatchObject({
      message: 'Plate lookup is switched off for this platform by an administrator.',
    });
    await as.saveAuthApiAdmin({ id, login_access: 'enabled' });
  });

  it('refuses bad input with a message, and tokens for systems connected per shop', async () => {
    const as = await admin();
    const id = await rowId('PARTS_TECH');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id, login_access: 'maybe' }, "Login access must be 'enabled' or 'disabled'"],
      [
        { id, login_access: 'enabled', token: 'x' },
        'Send the id and exactly one of login_access, csrf_token or token',
      ],
      [{ id }, 'Send the id and exactly one of login_access, csrf_token or token'],
      [{ id, password: 'x' }, 'Unknown field: password'],
      [{ id, token: 'a\u0000b' }, 'Token must not contain control characters'],
      [{ id: 'nope', token: 'x' }, 'Invalid auth API id'],
    ];
    for (const [input, message] of cases) {
      await expect(as.saveAuthApiAdmin(input as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    await expect(as.saveAuthApiAdmin({ id: await rowId('TEKMETRIC'), token: 'x' })).rejects.toMatchObject({
      message:
        'Tekmetric has no platform credentials: each shop connects with its own in Settings → Integrations.',
    });
    await expect(
      as.saveAuthApiAdmin({ id: await rowId('PLATE_LOOKUP'), csrf_token: 'x' }),
    ).rejects.toMatchObject({
      message: 'Plate lookup uses only its API key.',
    });
    await expect(
      as.saveAuthApiAdmin({ id: '00000000-0000-4000-8000-000000000000', login_access: 'enabled' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Auth API not found.' });
  });
});
