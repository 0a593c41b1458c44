import { count, eq } from 'drizzle-orm';
import type { EstimateFeeSettings } from '../../shared/schemas/estimate';
import type { AppDeps } from '../context-types';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../db/client';
import {
  demoPlates,
  organizationShops,
  organizations,
  shops,
  userOrganizations,
  userShops,
  users,
} from '../db/schema';
import { seedDemoIntegrations } from './demo-integrations';
import { seedDemoKnowledge } from './demo-knowledge';
import { DEMO_PLATES } from './demo-vehicles';
import { SEED_SIZES, seedRepairKnowledge } from './generate';
import { finishNetworkImport } from './generate/finish';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_ADVISOR_EMAIL = 'advisor@example.com';
/** A plain member of the demo shops: what an advisor who does not run the shop sees. */
export const DEMO_MEMBER_EMAIL = 'member@example.com';

const DEMO_TERMS = [
  'This estimate is valid for {days} days. Prices of parts may change if the estimate expires.',
  'Work begins only once you authorize it. Additional work found during the repair is quoted before it is done.',
  'Parts replaced are available on request unless they are returned for a core charge.',
].join('\n');
const demoTerms = (days: number) => DEMO_TERMS.replace('{days}', String(days));

// Sales tax of each shop's city as of 2025 (state plus local rates; not tax advice). Fees are taxed
// at the same rate when marked taxable.
/** San Mateo, CA: 9.625 % on parts; California does not tax separately stated repair labor. */
const BAYSIDE_FEES: EstimateFeeSettings = {
  taxRates: { parts: 9.625, labor: 0, fees: 9.625 },
  shopSupplies: { percent: 8, basis: 'labor', minCents: 500, maxCents: 4500, isTaxable: false },
  hazmat: { mode: 'per_line', perLineCents: { oil: 450, coolant: 350, tire: 0 }, isTaxable: false },
};
/** Ann Arbor, MI: 6 % on parts, no local sales tax; Michigan does not tax repair labor. */
/** Shops that have written estimates for years: the demo's numbers are four digits. */
const FIRST_ESTIMATE_NUMBER = 1001;
const GREAT_LAKES_FEES: EstimateFeeSettings = {
  taxRates: { parts: 6, labor: 0, fees: 6 },
  shopSupplies: { percent: 6, basis: 'labor', minCents: 300, maxCents: 3500, isTaxable: true },
  hazmat: { mode: 'flat', cents: 395, isTaxable: false },
};
/**
 * Tampa, FL: 6 % state plus Hillsborough's 1.5 % surtax on parts. Parts only: Florida's rule on
 * repairs (12A-1.006) taxes the parts and leaves separately stated labor untaxed, so a shop that
 * itemizes labor, as every quote here does, charges none on it.
 */
const SUNSHINE_FEES: EstimateFeeSettings = {
  taxRates: { parts: 7.5, labor: 0, fees: 7.5 },
  shopSupplies: { percent: 5, basis: 'labor', minCents: 250, maxCents: 3000, isTaxable: true },
  hazmat: null,
};

const DEMO_SHOPS = [
  {
    name: 'Bayside Auto Care',
    nickname: 'Bayside',
    sms_name: 'TEKMETRIC',
    tekmetric_id: 7001,
    standard_labor_rate: 165,
    phone: '(650) 555-0142',
    website: 'baysideautocare.example',
    address1: '1180 S El Camino Real',
    city: 'San Mateo',
    state: 'CA',
    zip: '94402',
    county: 'San Mateo',
    login_access: 'enabled',
    estimate_fees: BAYSIDE_FEES,
    estimate_validity_days: 30,
    estimate_terms: demoTerms(30),
    next_estimate_number: FIRST_ESTIMATE_NUMBER,
  },
  {
    name: 'Great Lakes Service Center',
    nickname: 'Great Lakes',
    sms_name: 'SHOP_WARE',
    shopware_id: '4521',
    shopware_cname: 'greatlakes',
    standard_labor_rate: 142,
    phone: '(734) 555-0187',
    website: 'greatlakesservice.example',
    address1: '2350 Washtenaw Ave',
    city: 'Ann Arbor',
    state: 'MI',
    zip: '48104',
    county: 'Washtenaw',
    login_access: 'enabled',
    estimate_fees: GREAT_LAKES_FEES,
    estimate_validity_days: 30,
    estimate_terms: demoTerms(30),
    next_estimate_number: FIRST_ESTIMATE_NUMBER,
  },
  {
    name: 'Sunshine Car Clinic',
    nickname: 'Sunshine',
    sms_name: 'DEMO_SHOP',
    standard_labor_rate: 128,
    phone: '(813) 555-0119',
    address1: '4102 W Kennedy Blvd',
    address2: 'Suite B',
    city: 'Tampa',
    state: 'FL',
    zip: '33609',
    county: 'Hillsborough',
    estimate_fees: SUNSHINE_FEES,
    estimate_validity_days: 30,
    estimate_terms: demoTerms(30),
    next_estimate_number: FIRST_ESTIMATE_NUMBER,
  },
] satisfies Array<typeof shops.$inferInsert>;

// The advisor owns the demo shops, so every flow is open to try; the member shows what owners keep.
const DEMO_USERS = [
  { email: DEMO_ADMIN_EMAIL, name: 'Alex Admin', role: 'ADMIN' as const, shopRole: 'MEMBER' as const },
  { email: DEMO_ADVISOR_EMAIL, name: 'Sam Advisor', role: 'USER' as const, shopRole: 'OWNER' as const },
  { email: DEMO_MEMBER_EMAIL, name: 'Casey Member', role: 'USER' as const, shopRole: 'MEMBER' as const },
];

type SeedOptions = { networkJobs?: number; onStart?: () => void };

/**
 * Seeds demo shops, users and plates into an empty database. Never seeds users in production.
 * Returns whether anything was seeded. Instances starting at once on one database take turns, and
 * each looks for accounts only once it has its turn, so one of them seeds and the others find it done.
 */
export async function seedDemoData(deps: AppDeps, options: SeedOptions = {}): Promise<boolean> {
  if (deps.env.isProduction) return false;
  return withAdvisoryLock(deps.database, ADVISORY_LOCKS.demoSeed, async () => {
    const [{ value: userCount } = { value: 0 }] = await deps.db.select({ value: count() }).from(users);
    if (userCount > 0) return false;
    options.onStart?.();
    await seedDemo(deps, options.networkJobs ?? SEED_SIZES.demo);
    return true;
  });
}

async function seedDemo(deps: AppDeps, networkJobs: number) {
  const createdShops = await deps.db
    .insert(shops)
    .values(DEMO_SHOPS)
    .returning({ id: shops.id, name: shops.name });
  let adminId: string | null = null;
  let advisorId: string | null = null;
  for (const demoUser of DEMO_USERS) {
    const { user } = await deps.auth.api.signUpEmail({
      body: { email: demoUser.email, name: demoUser.name, password: deps.env.DEMO_PASSWORD },
    });
    if (demoUser.email === DEMO_ADVISOR_EMAIL) advisorId = user.id;
    if (demoUser.role === 'ADMIN') {
      adminId = user.id;
      await deps.db.update(users).set({ role: 'ADMIN', emailVerified: true }).where(eq(users.id, user.id));
    }
    await deps.db
      .insert(userShops)
      .values(createdShops.map((shop) => ({ user_id: user.id, shop_id: shop.id, role: demoUser.shopRole })))
      .onConflictDoNothing();
  }
  if (advisorId) await seedDemoOrganization(deps, advisorId, createdShops);
  await seedDemoKnowledge(deps.db, createdShops, adminId);
  await seedDemoIntegrations(deps, createdShops);
  await deps.db
    .insert(demoPlates)
    .values(DEMO_PLATES.map(({ state, plate, vin }) => ({ state, plate, vin })))
    .onConflictDoNothing();
  if (networkJobs > 0) {
    await seedRepairKnowledge(deps.db, { jobs: networkJobs });
    await finishNetworkImport(deps.db);
  }
}

export const DEMO_ORGANIZATION = 'Demo Auto Group';

/**
 * The advisor's organization with the three demo shops, so the README's API walkthrough runs as
 * written: a credential made on My Organizations reaches the demo shops over /api/v1.
 */
async function seedDemoOrganization(deps: AppDeps, advisorId: string, demoShops: Array<{ id: string }>) {
  const [organization] = await deps.db
    .insert(organizations)
    .values({ name: DEMO_ORGANIZATION })
    .returning({ id: organizations.id });
  await deps.db.insert(userOrganizations).values({ user_id: advisorId, organization_id: organization!.id });
  await deps.db
    .insert(organizationShops)
    .values(demoShops.map((shop) => ({ organization_id: organization!.id, shop_id: shop.id })));
}
