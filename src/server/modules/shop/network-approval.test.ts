import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../../../dev/emulators/tekmetric/server';
import {
  NETWORK_MEMBERS_ONLY_MESSAGE,
  PENDING_NETWORK_MESSAGE,
  SHOPS_PER_DAY_MESSAGE,
} from '../../../shared/network-access';
import { jobs, shops, userShops, vehicles } from '../../db/schema';
import { setUpTekmetricApp } from '../../test/emulated-app';
import type { TestApp } from '../../test/harness';
import { F150 } from '../../test/quote-fixture';

// A self-made shop opened the network (probe: a new account made a SUN_AUTO shop and at once read
// 20,000 network jobs; one account made 17 shops). A shop its own user adds now waits for an
// administrator or for its shop system's connection, and an account adds 3 shops a day at most.

let t: TestApp;
let networkJobId: string;
setUpTekmetricApp(
  async (app) => {
    t = app;
    networkJobId = (await t.db.select({ id: jobs.id }).from(jobs).limit(1))[0]!.id;
  },
  { knowledgeJobs: 200 },
);

const tekmetricShop = (id: number, name = 'Maple Motors') => ({
  name,
  sms_name: 'TEKMETRIC' as const,
  urlShopSettings: `https://shop.tekmetric.com/admin/shop/${id}`,
});

const statusOf = async (shopId: string) => (await t.db.select().from(shops).where(eq(shops.id, shopId)))[0]!;

describe('a shop its own user adds', () => {
  it('quotes at once but reads no network until an administrator approves it', async () => {
    const user = await t.createUser();
    const shop = await t.caller(user).shop.createShop({ name: 'Sunny Side', sms_name: 'SUN_AUTO' });
    expect(shop).toMatchObject({
      network_status: 'PENDING',
      created_by: user.id,
      network_approved_via: null,
    });
    const refused = { code: 'FORBIDDEN', message: PENDING_NETWORK_MESSAGE };
    await expect(t.caller(user).job.getTotaljobs()).rejects.toMatchObject(refused);
    await expect(t.caller(user).job.getJobs({ search: 'brake pads' })).rejects.toMatchObject(refused);
    await expect(t.caller(user).interaction.createInteraction({ jobId: networkJobId })).rejects.toMatchObject(
      refused,
    );

    // Its quotes are built from the labor guide and its own knowledge: no other shop's jobs.
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.vin, F150.vin));
    const created = await t.caller(user).quote.createQuoteAi({
      vehicleId: vehicle!.id,
      shopId: shop.id,
      searchQuery: 'grinding noise front when braking',
    });
    const quote = await t.caller(user).quote.getQuoteAi({ id: created.response.quote!.id });
    expect(quote.quote_labor_items.length).toBeGreaterThan(0);
    expect(quote.related_jobs).toEqual([]);

    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(t.caller(user).shop.adminApproveShop({ shopId: shop.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const listed = await t.caller(admin).shop.getAdminShops({ search: 'Sunny Side' });
    expect(listed[0]).toMatchObject({ id: shop.id, network_status: 'PENDING', network_twin: null });
    const approved = await t.caller(admin).shop.adminApproveShop({ shopId: shop.id });
    expect(approved).toMatchObject({ network_status: 'APPROVED', network_approved_via: 'ADMIN' });
    expect(await t.caller(user).job.getTotaljobs()).toBeGreaterThan(0);
  });

  it('joins the network by itself when its Tekmetric connection checks out', async () => {
    const user = await t.createUser();
    const shop = await t.caller(user).shop.createShop(tekmetricShop(7001, 'Bayside Auto Care'));
    expect(shop.network_status).toBe('PENDING');
    // Keys Tekmetric refuses change nothing.
    await expect(
      t.caller(user).integration.createIntegrationTekmetric({
        shop_id: shop.id,
        login: EMULATOR_CREDENTIALS.clientId,
        password: 'wrong-secret',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await statusOf(shop.id)).network_status).toBe('PENDING');
    await t.caller(user).integration.createIntegrationTekmetric({
      shop_id: shop.id,
      login: EMULATOR_CREDENTIALS.clientId,
      password: EMULATOR_CREDENTIALS.clientSecret,
    });
    expect(await statusOf(shop.id)).toMatchObject({
      network_status: 'APPROVED',
      network_approved_via: 'TEKMETRIC',
    });
    expect(await t.caller(user).job.getTotaljobs()).toBeGreaterThan(0);
  });

  it('answers the same whether or not the Tekmetric shop is already here; the administrator sees the twin', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const stranger = await t.createUser();
    const original = await t.caller(first).shop.createShop(tekmetricShop(990022));
    const admin = await t.createUser({ role: 'ADMIN' });
    await t.caller(admin).shop.adminApproveShop({ shopId: original.id });

    const shape = (shop: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(shop).filter(
          ([key]) => !['id', 'created_at', 'updated_at', 'created_by'].includes(key),
        ),
      );
    const twin = await t.caller(second).shop.createShop(tekmetricShop(990022));
    const fresh = await t.caller(stranger).shop.createShop(tekmetricShop(990023));
    expect(shape(twin)).toEqual({ ...shape(fresh), tekmetric_id: 990022 });
    expect(twin.network_status).toBe('PENDING');
    // The twin's user is in their own pending shop, never in the original.
    const links = await t.db.select().from(userShops).where(eq(userShops.user_id, second.id));
    expect(links.map((l) => l.shop_id)).toEqual([twin.id]);

    const listed = await t.caller(admin).shop.getAdminShops({ search: 'Maple Motors' });
    expect(listed.find((s) => s.id === twin.id)).toMatchObject({
      network_twin: { id: original.id, name: 'Maple Motors' },
    });
    expect(listed.find((s) => s.id === fresh.id)).toMatchObject({ network_twin: null });
  });

  it('leaves a connection that checks out for a shop already here to the administrator', async () => {
    const owner = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    const original = await t.caller(owner).shop.createShop(tekmetricShop(7001, 'Original Bayside'));
    await t.caller(admin).shop.adminApproveShop({ shopId: original.id });
    const copycat = await t.createUser();
    const twin = await t.caller(copycat).shop.createShop(tekmetricShop(7001, 'Copy Bayside'));
    await t.caller(copycat).integration.createIntegrationTekmetric({
      shop_id: twin.id,
      login: EMULATOR_CREDENTIALS.clientId,
      password: EMULATOR_CREDENTIALS.clientSecret,
    });
    expect((await statusOf(twin.id)).network_status).toBe('PENDING');
  });

  it('adds at most 3 shops a day per account, even called at once', async () => {
    const user = await t.createUser();
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((n) =>
        t.caller(user).shop.createShop({ name: `Garage ${n}`, sms_name: 'SUN_AUTO' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SHOPS_PER_DAY_MESSAGE });
    }
    // A day later the account may add more.
    await t.db
      .update(shops)
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(shops.created_by, user.id));
    await expect(
      t.caller(user).shop.createShop({ name: 'Garage 6', sms_name: 'SUN_AUTO' }),
    ).resolves.toMatchObject({ name: 'Garage 6' });
  });

  it('is still no network for an account with no shop, and open to members of an approved shop', async () => {
    const stranger = await t.createUser();
    await expect(t.caller(stranger).job.getTotaljobs()).rejects.toMatchObject({
      message: NETWORK_MEMBERS_ONLY_MESSAGE,
    });
    const member = await t.createUser();
    const pending = await t.caller(member).shop.createShop({ name: 'Own Garage', sms_name: 'SUN_AUTO' });
    await t.addMember(member, await t.createShop({ name: 'Approved Garage' }));
    expect(pending.network_status).toBe('PENDING');
    expect(await t.caller(member).job.getTotaljobs()).toBeGreaterThan(0);
  });
});
