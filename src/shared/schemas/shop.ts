import { z } from 'zod';
import { parseShopSettingsUrl } from '../shop-settings-url';
import { SMS_NAMES } from '../shop-systems';
import { estimateFeeSettingsSchema, estimateTermsSchema } from './estimate';
import { isWholeCents } from './number';
import { plainText, refuseControlCharacters } from './text';

export const TYPE_SCHEDULES = ['STOP', 'CREATE_ONLY', 'UPDATE_AND_CREATE'] as const;

export const shopIdSchema = z.uuid('Invalid shop id');

export const getContextShopInput = z
  .object({
    shopTekmetricId: z.coerce.string().trim().max(64).check(refuseControlCharacters('Shop id')).nullish(),
    shopWareShopId: z.coerce.string().trim().max(64).check(refuseControlCharacters('Shop id')).nullish(),
    shopIdUrl: z.string().trim().max(64).check(refuseControlCharacters('Shop id')).nullish(),
    shopIdLocalStorage: z.string().trim().max(64).check(refuseControlCharacters('Shop id')).nullish(),
  })
  .default({});
export type GetContextShopInput = z.infer<typeof getContextShopInput>;

// Omitted: kept as it is; empty: cleared.
const optionalText = (label: string, max: number) => plainText(label, { max }).optional();

export const laborRateSchema = z
  .number('Labor rate must be a number')
  .min(0, 'Labor rate must be 0 or more')
  .max(10_000, 'Labor rate must be at most $10,000.00 an hour')
  .refine(isWholeCents, 'Labor rate must be in dollars and cents (2 decimals at most)');

/** shop.saveShop (spec 001 §7): the fields a shop member edits on My Shop. */
export const saveShopInput = z.object({
  id: shopIdSchema,
  name: plainText('Shop name', { max: 120, required: true }),
  standardLaborRate: laborRateSchema,
  sourcePartsOnQuoteCreation: z.boolean(),
  checkLaborGuideOnQuoteCreation: z.boolean(),
  /** Omitted: kept as it is (the spec's callers do not send it). */
  showSuppliersToCustomers: z.boolean().optional(),
  phone: optionalText('Phone', 40),
  website: optionalText('Website', 200),
  address1: optionalText('Address line 1', 200),
  address2: optionalText('Address line 2', 200),
  city: optionalText('City', 100),
  state: optionalText('State', 40),
  zip: optionalText('ZIP code', 20),
});
export type SaveShopInput = z.infer<typeof saveShopInput>;

export const updateShopTekmetricInput = z.object({ shopId: shopIdSchema });

/** My Shop's 'Fees and taxes' (shop.saveShopFees): the whole settings at once, as the dialog edits them. */
export const saveShopFeesInput = z.object({
  shopId: shopIdSchema,
  fees: estimateFeeSettingsSchema,
  terms: estimateTermsSchema,
});
export type SaveShopFeesInput = z.infer<typeof saveShopFeesInput>;

/** shop.createShop: 'Add New Shop' (spec 001 §2, §5). The URL rule lives in shop-settings-url.ts. */
export const createShopInput = z
  .object({
    name: plainText('Shop name', { max: 120, required: true }),
    sms_name: z.enum(SMS_NAMES, 'Select a shop system'),
    urlShopSettings: plainText('Shop settings URL', { max: 500 }).optional().default(''),
  })
  .superRefine((input, ctx) => {
    const parsed = parseShopSettingsUrl(input.sms_name, input.urlShopSettings);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error, path: ['urlShopSettings'] });
  });
export type CreateShopInput = z.infer<typeof createShopInput>;
