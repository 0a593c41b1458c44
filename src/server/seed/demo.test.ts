import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSystems } from '../../../dev/demo-systems';
import { estimateFeeSettingsSchema, estimateTermsSchema } from '../../shared/schemas/estimate';
import { demoPlates, integrations, jobs, shops, userShops, users } from '../db/schema';
import { loadEnv } from '../env';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_ADMIN_EMAIL, DEMO_ADVISOR_EMAIL, DEMO_ORGANIZATION, seedDemoData } from './demo';
import { SEED_SIZES } from './generate';

let t: TestApp;
beforeAll(async () => {
  // The demo's accounts at the emulators, as dev/start.ts puts them in the environment.
  const demo = await startDemoSystems({ NODE_ENV: 'development' });
  await demo.close();
  const accounts = Object.entries(demo.env).filter(([name]) => name.startsWith('DEMO_'));
  t = await createTestApp({ env: Object.fromEntries(accounts) as Record<string, string> });
});
afterAll(() => t.close());

describe('seedDemoData', () => {
  it('never seeds users in production', async () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
      OUTBOX_ONLY: 'true',
      DATA_DIR: t.deps.env.DATA_DIR,
    });
    expect(await seedDemoData({ ...t.deps, env })).toBe(false);
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('seeds the demo shops, users with memberships and plates into an empty database, once', async () => {
    expect(await seedDemoData(t.deps, { networkJobs: SEED_SIZES.small })).toBe(true);
    const demoShops = await t.db.select().from(shops).innerJoin(userShops, eq(userShops.shop_id, shops.id));
    expect([...new Set(demoShops.map((s) => s.shops.sms_name))].sort()).toEqual([
      'DEMO_SHOP',
      'SHOP_WARE',
      'TEKMETRIC',
    ]);
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const [advisor] = await t.db.select().from(users).where(eq(users.email, DEMO_ADVISOR_EMAIL));
    expect(admin?.role).toBe('ADMIN');
    expect(advisor?.role).toBe('USER');
    expect(await t.db.select().from(userShops).where(eq(userShops.user_id, advisor!.id))).toHaveLength(3);
    // The advisor's organization holds the three demo shops (the README's API walkthrough).
    const organizationsOfAdvisor = await t.caller(advisor!).organization.getMyOrganizations();
    expect(organizationsOfAdvisor.map((o) => [o.name, o.shops.map((s) => s.name).sort()])).toEqual([
      [DEMO_ORGANIZATION, [...new Set(demoShops.map((s) => s.shops.name))].sort()],
    ]);
    expect((await t.db.select().from(demoPlates)).length).toBeGreaterThanOrEqual(8);
    const connected = await t.db
      .select({ shop: shops.name, type: integrations.type, key: integrations.private_key_encrypted })
      .from(integrations)
      .innerJoin(shops, eq(shops.id, integrations.shop_id));
    expect(connected.map(({ shop, type }) => `${shop}: ${type}`).sort()).toEqual([
      'Bayside Auto Care: TEKMETRIC',
      'Great Lakes Service Center: SHOP_WARE',
    ]);
    expect(connected.every((row) => !row.key.includes('emulator'))).toBe(true);

    // Each demo shop charges its city's sales tax on parts and typical fees, valid as the dialog saves them.
    const settings = await t.db
      .select({
        name: shops.name,
        fees: shops.estimate_fees,
        days: shops.estimate_validity_days,
        terms: shops.estimate_terms,
      })
      .from(shops)
      .where(inArray(shops.name, ['Bayside Auto Care', 'Great Lakes Service Center', 'Sunshine Car Clinic']))
      .orderBy(shops.name);
    expect(
      settings.map(({ name, fees }) => [
        name,
        fees.taxRates.parts,
        fees.taxRates.labor,
        fees.hazmat?.mode ?? null,
      ]),
    ).toEqual([
      ['Bayside Auto Care', 9.625, 0, 'per_line'],
      ['Great Lakes Service Center', 6, 0, 'flat'],
      ['Sunshine Car Clinic', 7.5, 0, null],
    ]);
    for (const shop of settings) {
      expect(estimateFeeSettingsSchema.parse(shop.fees)).toEqual(shop.fees);
      expect(estimateTermsSchema.parse({ validityDays: shop.days, terms: shop.terms })).toEqual({
        validityDays: 30,
        terms: shop.terms,
      });
      expect(shop.fees.shopSupplies).toMatchObject({ basis: 'labor' });
      expect(shop.terms).toContain('valid for 30 days');
    }

    expect(await seedDemoData(t.deps, { networkJobs: SEED_SIZES.small })).toBe(false);
    const [{ value: jobCount } = { value: 0 }] = await t.db.select({ value: count() }).from(jobs);
    expect(jobCount).toBe(SEED_SIZES.small);
    expect((await t.db.select({ value: count() }).from(shops))[0]!.value).toBe(3 + 42);
  });

  it('lets the demo advisor sign in with DEMO_PASSWORD', async () => {
    const response = await t.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        body: JSON.stringify({ email: DEMO_ADVISOR_EMAIL, password: t.deps.env.DEMO_PASSWORD }),
      },
      '10.8.0.1',
    );
    expect(response.status).toBe(200);
  });
});
