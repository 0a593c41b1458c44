// The parts of Shop-Ware's Partner API (OpenAPI 3.0.1, V1) this app uses, as the vendor names them.
// See /work/shared/integrations/shopware.md for the sources and what is not published.

/** One host for every tenant; the tenant is a path segment, not a subdomain. */
export const SHOPWARE_API_URL = 'https://api.shop-ware.com';

/** Our partner account: sent as `X-Api-Partner-Id` and `X-Api-Secret` on every request. */
export type ShopWareCredentials = { partnerId: string; secret: string };

/** The credentials plus the tenant (company) whose data a call reads or writes. */
export type ShopWareAccount = ShopWareCredentials & { tenantId: number };

/** V1 list envelope. */
export type ShopWarePage<T> = {
  results: T[];
  limit?: number;
  limited?: boolean;
  total_count?: number;
  current_page?: number;
  total_pages?: number;
};

export type ShopWareAuthorization = {
  id: number;
  api_partner_id: number | string;
  tenant_id: number;
  writable: boolean;
  api_tenant_id?: number | string | null;
};

export type ShopWareTenant = {
  id: number;
  /** The shop's subdomain at Shop-Ware, e.g. `greatlakes` for greatlakes.shop-ware.com. */
  cname: string;
  name: string;
  country_code?: string | null;
  subscription_status?: string | null;
};

/**
 * A shop of a tenant (`GET /tenants/{id}/shops`). Rates are percentages: the published examples
 * are `part_tax_rate: 4.4`, `hazmat_tax_rate: 2.2` on a shop and `part_tax_rate: 15` in an RO
 * update, which as fractions would be 440 % and 1500 %.
 */
export type ShopWareShop = {
  id: number;
  identifier?: string | null;
  name: string;
  part_tax_rate?: number | null;
  labor_tax_rate?: number | null;
  /** Also the rate of the RO's fees ("the tax rate applied to hazmats and fees"). */
  hazmat_tax_rate?: number | null;
  sublet_tax_rate?: number | null;
  /** The supply fee's rate on labor. */
  supply_fee_rate?: number | null;
  /** The supply fee's rate on parts. */
  part_supply_fee_rate?: number | null;
  supply_fee_name?: string | null;
  /** In the published example only (not in the schema): the supply fee's cap. */
  supply_fee_cap_cents?: number | null;
};

export const SHOPWARE_RO_STATES = ['estimate', 'in_progress', 'invoice'] as const;
export type ShopWareRoState = (typeof SHOPWARE_RO_STATES)[number];

/** Rate lives on the service (`labor_rate_cents`), not on the labor line. */
export type ShopWareLabor = {
  id: number;
  name: string;
  hours: number;
  technician_id?: number | null;
  taxable?: boolean;
  row_order?: number | null;
};

/** Money in integer cents. */
export type ShopWarePart = {
  id: number;
  brand: string | null;
  description: string | null;
  number: string | null;
  quantity: number;
  quoted_price_cents?: number | null;
  sell_price_cents: number | null;
  cost_cents: number | null;
  part_inventory_id?: number | null;
  taxable?: boolean;
  quantity_needed?: number | null;
};

/** A fee on a service (hazardous waste and the like); the price is per unit. */
export type ShopWareHazmat = {
  id: number;
  name: string;
  fee_cents: number;
  quantity: number;
  taxable: boolean;
};

export type ShopWareService = {
  id: number;
  title: string;
  completed?: boolean;
  labor_rate_cents: number | null;
  fixed_price_cents?: number | null;
  is_fixed_price_service?: boolean;
  canned_job_id?: number | null;
  comment?: string | null;
  labors?: ShopWareLabor[];
  parts?: ShopWarePart[];
  hazmats?: ShopWareHazmat[];
};

/** The fields of a repair order this app reads; the API sends many more. */
export type ShopWareRepairOrder = {
  id: number;
  /** The number the shop sees on the RO ("friendly id"). */
  number: number | string;
  state: ShopWareRoState;
  status_id?: number | null;
  shop_id: number;
  customer_id?: number | null;
  vehicle_id?: number | null;
  odometer?: number | null;
  part_discount_cents?: number | null;
  /** Spelled so in the published RO object; the update takes `labor_discount_cents`. */
  labort_discount_cents?: number | null;
  part_discount_percentage?: number | null;
  labor_discount_percentage?: number | null;
  part_tax_rate?: number | null;
  labor_tax_rate?: number | null;
  hazmat_tax_rate?: number | null;
  sublet_tax_rate?: number | null;
  /** Read only: no published write takes it. */
  supply_fee_cents?: number | null;
  services?: ShopWareService[];
  created_at?: string;
  updated_at?: string;
};

export type ShopWareRecommendation = {
  id: number;
  description: string;
  repair_order_id: number;
  approved?: boolean | null;
  quick_price_cents?: number | null;
  service?: ShopWareService | null;
  created_at?: string;
};

export type ShopWareNote = {
  id: number;
  description: string;
  repair_order_id: number;
  created_at?: string;
  updated_at?: string;
};

/** Lines of one of our quotes, in Shop-Ware's units: hours, integer cents. */
export type ShopWareQuoteLines = {
  repairOrderId: number;
  title: string;
  laborRateCents: number;
  /** rateCents: the line's own rate when it differs from laborRateCents. */
  labors: Array<{ name: string; hours: number; rateCents?: number }>;
  parts: Array<{
    brand: string | null;
    number: string | null;
    description: string;
    quantity: number;
    sellPriceCents: number;
  }>;
  /** Lines the note ends with: what the estimate charges beyond the lines, and what was not written. */
  summary?: string[];
};

/**
 * The RO discounts of `PUT /repair_orders/{id}`, in cents (more than 0) or percent (not both in
 * one category). They are the RO's: they replace whatever the RO had.
 */
export type ShopWareRepairOrderDiscounts = {
  part_discount_cents?: number;
  labor_discount_cents?: number;
};

export type ShopWareConnection = { tenantId: number; writable: boolean };

export type ShopWareClient = {
  /** The partner's authorization for the account's tenant; throws when there is none. */
  checkConnection: (account: ShopWareAccount) => Promise<ShopWareConnection>;
  /** The tenant whose Shop-Ware subdomain is `cname`, among those this partner may use. */
  findTenant: (credentials: ShopWareCredentials, cname: string) => Promise<ShopWareTenant>;
  /** A repair order by its API id, with its services, labors and parts. */
  getRepairOrder: (account: ShopWareAccount, id: number) => Promise<ShopWareRepairOrder>;
  /** A repair order by the number the shop sees, or null. */
  findRepairOrderByNumber: (account: ShopWareAccount, number: string) => Promise<ShopWareRepairOrder | null>;
  createRecommendation: (
    account: ShopWareAccount,
    input: { repairOrderId: number; description: string },
  ) => Promise<ShopWareRecommendation>;
  /**
   * Renames a recommendation (`PUT /recommendations/{id}`; the description is all the published
   * API lets change). Never retried, though writing the same name twice changes nothing.
   */
  renameRecommendation: (
    account: ShopWareAccount,
    id: number,
    input: { repairOrderId: number; description: string },
  ) => Promise<ShopWareRecommendation>;
  addNote: (
    account: ShopWareAccount,
    input: { repairOrderId: number; description: string },
  ) => Promise<ShopWareNote>;
  /** Adds a canned job (with its labors and parts) as a service to an RO in the estimate state. */
  addCannedJob: (
    account: ShopWareAccount,
    repairOrderId: number,
    cannedJobId: number,
  ) => Promise<ShopWareRepairOrder>;
  /** The shops of the account's tenant, with their tax and supply-fee rates. */
  listShops: (account: ShopWareAccount) => Promise<ShopWareShop[]>;
  /** Sets the RO's discounts (never retried: no idempotency key is published). */
  updateRepairOrderDiscounts: (
    account: ShopWareAccount,
    id: number,
    discounts: ShopWareRepairOrderDiscounts,
  ) => Promise<ShopWareRepairOrder>;
  /** Puts our quote's labor and parts on the RO as far as the published API allows (see client.ts). */
  addQuoteLines: (
    account: ShopWareAccount,
    lines: ShopWareQuoteLines,
  ) => Promise<{ recommendation: ShopWareRecommendation; note: ShopWareNote }>;
};
