import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDER_SETTINGS } from '../../../shared/deferred-work';
import { NETWORK_APPROVALS, NETWORK_STATUSES } from '../../../shared/network-access';
import {
  DEFAULT_ESTIMATE_FEE_SETTINGS,
  DEFAULT_ESTIMATE_TERMS,
  type EstimateFeeSettings,
} from '../../../shared/schemas/estimate';
import { TYPE_SCHEDULES } from '../../../shared/schemas/shop';
import { SHOP_ROLES } from '../../../shared/shop-roles';
import { SMS_NAMES } from '../../../shared/shop-systems';
import { nullableUserId, parentUserId } from './auth';
import { createdAt, generatedId, parentId, price, timestamps, timestampTz } from './columns';

// Domain tables use the spec's field names (snake_case) as property names, so rows are the
// spec's entities without a mapping layer (docs/decisions/002-entity-field-names.md).
export const shops = pgTable(
  'shops',
  {
    id: generatedId(),
    name: text().notNull(),
    nickname: text(),
    sms_name: text({ enum: SMS_NAMES }).notNull().default('DEMO_SHOP'),
    tekmetric_id: integer(),
    shopware_id: text(),
    shopware_cname: text(),
    external_id: text(),
    standard_labor_rate: price().notNull().default(0),
    source_parts_on_quote_creation: boolean().notNull().default(false),
    check_labor_guide_on_quote_creation: boolean().notNull().default(false),
    // The customer's page names the supplier of each sourced part only when the shop says so.
    show_suppliers_to_customers: boolean().notNull().default(false),
    phone: text(),
    website: text(),
    address1: text(),
    address2: text(),
    city: text(),
    state: text(),
    zip: text(),
    county: text(),
    /** The address on one line as the shop's system writes it (spec 001 §3 fullAddress). */
    fullAddress: text(),
    license_number: text(),
    tekmetric_auto_apply_labor_matrix_id: integer(),
    tekmetric_auto_apply_parts_matrix_id: integer(),
    name_labor_matrix: text(),
    name_part_matrix: text(),
    login_access: text(),
    is_schedule_active: boolean().notNull().default(false),
    type_schedule: text({ enum: TYPE_SCHEDULES }),
    labor_rate: price(),
    labor_rate_name: text(),
    last_update_via_api_at: timestampTz(),
    /** PENDING for a shop its own user added, until approved (shared/network-access.ts). */
    network_status: text({ enum: NETWORK_STATUSES }).notNull().default('APPROVED'),
    network_approved_via: text({ enum: NETWORK_APPROVALS }),
    network_approved_at: timestampTz(),
    /** The account that added the shop ('Add New Shop'); counts toward its shops a day. */
    created_by: nullableUserId(),
    /**
     * Fees and taxes of the shop's estimates (issue 25), in the shape of estimateFeeSettingsSchema.
     * One jsonb value rather than a dozen columns: the settings are a nested, optional shape (a
     * shop-supplies fee or none, a flat or a per-line hazardous-waste fee) that estimateBreakdown
     * reads whole, and a flat column set would need nullable columns tied by check constraints to
     * say the same. The database does not check it, so the schema does, on write (the procedure's
     * input) and on read (readEstimateFees in modules/shop/fees.ts).
     */
    estimate_fees: jsonb().$type<EstimateFeeSettings>().notNull().default(DEFAULT_ESTIMATE_FEE_SETTINGS),
    /** Days a new estimate stays valid (estimateTermsSchema). */
    estimate_validity_days: integer().notNull().default(DEFAULT_ESTIMATE_TERMS.validityDays),
    /** The terms printed under the shop's estimates; empty for none. */
    estimate_terms: text().notNull().default(DEFAULT_ESTIMATE_TERMS.terms),
    /**
     * The number the shop's next quote gets: taken and advanced by the quotes_estimate_number
     * trigger (migration 0026) under the shop row's lock, so numbers never repeat in a shop.
     */
    next_estimate_number: integer().notNull().default(1),
    /** Reminders of declined work (issue 26): off by default; after N days; by e-mail and/or text. */
    deferred_reminders_enabled: boolean().notNull().default(DEFAULT_REMINDER_SETTINGS.enabled),
    deferred_reminder_days: integer().notNull().default(DEFAULT_REMINDER_SETTINGS.afterDays),
    deferred_reminder_email: boolean().notNull().default(DEFAULT_REMINDER_SETTINGS.email),
    deferred_reminder_sms: boolean().notNull().default(DEFAULT_REMINDER_SETTINGS.sms),
    ...timestamps(),
  },
  (t) => [
    index().on(t.created_by),
    check('shops_estimate_validity_days', sql`${t.estimate_validity_days} between 1 and 365`),
    check('shops_deferred_reminder_days', sql`${t.deferred_reminder_days} between 1 and 365`),
  ],
);

/** The shop owning a row; the row is deleted with the shop. */
export const shopId = () => parentId(() => shops.id);

export const userShops = pgTable(
  'user_shops',
  {
    id: generatedId(),
    user_id: parentUserId(),
    shop_id: shopId(),
    role: text({ enum: SHOP_ROLES }).notNull().default('MEMBER'),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.user_id, t.shop_id), index().on(t.shop_id)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: generatedId(),
    /** sha256 of the token in the e-mailed link (lib/token-hash.ts); the token itself is not kept. */
    token_hash: text().notNull().unique(),
    shop_id: shopId(),
    email: text().notNull(),
    name: text(),
    invited_by: nullableUserId(),
    expires_at: timestampTz().notNull(),
    accepted_at: timestampTz(),
    accepted_by: nullableUserId(),
    created_at: createdAt(),
  },
  (t) => [index().on(t.shop_id), index('invitations_email_lower_idx').on(sql`lower(${t.email})`)],
);
