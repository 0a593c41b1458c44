import { z } from 'zod';
import { HAZMAT_KINDS } from '../hazmat-kind';
import { hasAtMostDecimals, INTEGER_COLUMN_MAX } from './number';
import { plainText } from './text';

// What an estimate charges beyond labor and parts (issue 25): the shop's fee and tax settings and
// the discounts given on a quote. Amounts are whole cents (integer columns), percentages are
// numbers of percent (9.375 is 9.375 %). src/shared/estimate-money.ts computes with them.

/** Tax rates and the shop-supplies percentage: percent with up to three decimals (9.375). */
export const RATE_DECIMALS = 3;
/** A discount's percentage: up to two decimals (12.5). */
export const DISCOUNT_PERCENT_DECIMALS = 2;

export { HAZMAT_KINDS, type HazmatKind } from '../hazmat-kind';
export const hazmatKindSchema = z.enum(HAZMAT_KINDS, 'Choose oil, coolant or tire');

/** What shop supplies are a percentage of, after discounts. */
export const SHOP_SUPPLIES_BASES = ['labor', 'parts', 'labor_and_parts'] as const;
export type ShopSuppliesBasis = (typeof SHOP_SUPPLIES_BASES)[number];

/** An amount in whole cents, kept in an integer column. */
export function centsSchema(label: string) {
  return z
    .number(`${label} must be a number`)
    .int(`${label} must be in whole cents`)
    .min(0, `${label} must be 0 or more`)
    .max(INTEGER_COLUMN_MAX, `${label} is too large`);
}

/** A percentage from 0 to 100 with at most `decimals` decimals. */
export function percentSchema(label: string, decimals: number) {
  return z
    .number(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(100, `${label} must be at most 100`)
    .refine((value) => hasAtMostDecimals(value, decimals), `${label} must have at most ${decimals} decimals`);
}

export const estimateTaxRatesSchema = z.object({
  parts: percentSchema('Parts tax rate', RATE_DECIMALS),
  labor: percentSchema('Labor tax rate', RATE_DECIMALS),
  fees: percentSchema('Fees tax rate', RATE_DECIMALS),
});
export type EstimateTaxRates = z.infer<typeof estimateTaxRatesSchema>;

export const shopSuppliesSettingsSchema = z
  .object({
    percent: percentSchema('Shop supplies percentage', RATE_DECIMALS),
    basis: z.enum(SHOP_SUPPLIES_BASES, 'Choose labor, parts or both'),
    minCents: centsSchema('Shop supplies minimum').nullable(),
    maxCents: centsSchema('Shop supplies maximum').nullable(),
    isTaxable: z.boolean('Taxable must be true or false'),
  })
  .refine((fee) => fee.minCents === null || fee.maxCents === null || fee.minCents <= fee.maxCents, {
    message: 'The shop supplies minimum must not be more than the maximum',
    path: ['maxCents'],
  });
export type ShopSuppliesSettings = z.infer<typeof shopSuppliesSettingsSchema>;

/** Flat per quote, or per charged line of a kind (oil, coolant, tire). */
export const hazmatFeeSettingsSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('flat'),
      cents: centsSchema('Hazardous-waste fee'),
      isTaxable: z.boolean('Taxable must be true or false'),
    }),
    z.object({
      mode: z.literal('per_line'),
      perLineCents: z.object({
        oil: centsSchema('Hazardous-waste fee per oil line'),
        coolant: centsSchema('Hazardous-waste fee per coolant line'),
        tire: centsSchema('Hazardous-waste fee per tire line'),
      }),
      isTaxable: z.boolean('Taxable must be true or false'),
    }),
  ],
  'Choose a flat or a per-line hazardous-waste fee',
);
export type HazmatFeeSettings = z.infer<typeof hazmatFeeSettingsSchema>;

export const estimateFeeSettingsSchema = z.object({
  taxRates: estimateTaxRatesSchema,
  shopSupplies: shopSuppliesSettingsSchema.nullable(),
  hazmat: hazmatFeeSettingsSchema.nullable(),
});
export type EstimateFeeSettings = z.infer<typeof estimateFeeSettingsSchema>;

/** No tax, no fees: an estimate is labor plus parts. */
export const DEFAULT_ESTIMATE_FEE_SETTINGS: EstimateFeeSettings = {
  taxRates: { parts: 0, labor: 0, fees: 0 },
  shopSupplies: null,
  hazmat: null,
};

/** How long an estimate stays valid by default, and the terms printed under it. */
export const ESTIMATE_VALIDITY_DAYS = { min: 1, max: 365, default: 30 } as const;
export const ESTIMATE_TERMS_MAX = 4000;

export const estimateTermsSchema = z.object({
  validityDays: z
    .number('Validity must be a number of days')
    .int('Validity must be a whole number of days')
    .min(ESTIMATE_VALIDITY_DAYS.min, `Validity must be at least ${ESTIMATE_VALIDITY_DAYS.min} day`)
    .max(ESTIMATE_VALIDITY_DAYS.max, `Validity must be at most ${ESTIMATE_VALIDITY_DAYS.max} days`),
  terms: plainText('Terms', { max: ESTIMATE_TERMS_MAX, isMultiLine: true }),
});
export type EstimateTerms = z.infer<typeof estimateTermsSchema>;

export const DEFAULT_ESTIMATE_TERMS: EstimateTerms = {
  validityDays: ESTIMATE_VALIDITY_DAYS.default,
  terms: '',
};

/** A line (by kind and id), a job (by its quoteJobs key) or the whole quote. */
export const estimateDiscountTargetSchema = z.discriminatedUnion(
  'scope',
  [
    z.object({ scope: z.literal('quote') }),
    z.object({ scope: z.literal('job'), jobKey: plainText('Job', { max: 300, required: true }) }),
    z.object({
      scope: z.literal('line'),
      lineKind: z.enum(['labor', 'part'], 'Choose a labor or a part line'),
      lineId: z.uuid('Invalid line id'),
    }),
  ],
  'Choose a line, a job or the whole quote',
);
export type EstimateDiscountTarget = z.infer<typeof estimateDiscountTargetSchema>;

export const estimateDiscountValueSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('percent'),
      percent: percentSchema('Discount percentage', DISCOUNT_PERCENT_DECIMALS).refine(
        (value) => value > 0,
        'Discount percentage must be more than 0',
      ),
    }),
    z.object({
      type: z.literal('amount'),
      cents: centsSchema('Discount amount').min(1, 'Discount amount must be more than 0'),
    }),
  ],
  'Choose a percentage or an amount',
);
export type EstimateDiscountValue = z.infer<typeof estimateDiscountValueSchema>;

export const estimateDiscountSchema = z.object({
  target: estimateDiscountTargetSchema,
  value: estimateDiscountValueSchema,
  reason: plainText('Reason', { max: 200, required: true }),
});
export type EstimateDiscount = z.infer<typeof estimateDiscountSchema>;
