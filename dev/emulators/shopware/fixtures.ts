import type {
  ShopWareService,
  ShopWareShop,
  ShopWareTenant,
} from '../../../src/server/integrations/shopware/types';

// The emulated tenant, its shop and its canned job: what the demo's Shop-Ware shop holds.

export type EmulatedCannedJob = { id: number; title: string; labor_rate_cents: number } & Pick<
  ShopWareService,
  'labors' | 'parts' | 'hazmats'
>;

export const EMULATOR_TENANT: ShopWareTenant = {
  id: 3301,
  cname: 'greatlakes',
  name: 'Great Lakes Auto Care',
  country_code: 'US',
  subscription_status: 'active',
};
export const EMULATOR_SHOP_ID = 4521;
/**
 * The tenant's one shop, the demo's Great Lakes in Ann Arbor: Michigan's 6 % on parts and fees,
 * shop supplies 6 % of labor up to $35 (as the demo seeds them, so Check Now changes nothing).
 * Rates in percent, as the published examples give them.
 */
export const EMULATOR_SHOP: ShopWareShop = {
  id: EMULATOR_SHOP_ID,
  identifier: 'GLAC-1',
  name: EMULATOR_TENANT.name,
  part_tax_rate: 6,
  labor_tax_rate: 0,
  hazmat_tax_rate: 6,
  sublet_tax_rate: 0,
  supply_fee_rate: 6,
  part_supply_fee_rate: 0,
  supply_fee_name: 'Shop supplies',
  supply_fee_cap_cents: 3500,
};
export const EMULATOR_CANNED_JOB: EmulatedCannedJob = {
  id: 7001,
  title: 'Front brake pads',
  labor_rate_cents: 15_000,
  labors: [{ id: 0, name: 'Replace front brake pads', hours: 1.5, taxable: true }],
  parts: [
    {
      id: 0,
      brand: 'Bosch',
      number: 'BC905',
      description: 'QuietCast front brake pads',
      quantity: 1,
      sell_price_cents: 8_999,
      cost_cents: 4_150,
      taxable: true,
    },
  ],
  hazmats: [{ id: 0, name: 'Brake fluid disposal', fee_cents: 250, quantity: 1, taxable: true }],
};
