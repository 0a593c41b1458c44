import { z } from 'zod';
import { SMS_NAMES } from '../shop-systems';
import { normalizeVin, validateVin } from '../vehicle-identifiers';
import { shopIdSchema } from './shop';
import { plainText, refuseControlCharacters } from './text';

// Omitted: kept as it is; empty: cleared.
const optionalText = (label: string, max: number) => plainText(label, { max }).optional();

/**
 * shop.saveShopAdmin (spec 001 §5): exactly the fields the admin save sends. The labor rates and
 * the auto-apply matrices are not among them; they come from My Shop and Tekmetric.
 */
export const saveShopAdminInput = z.object({
  id: shopIdSchema,
  name: plainText('Shop name', { max: 120, required: true }),
  nickname: optionalText('Nickname', 120),
  license_number: optionalText('License number', 60),
  phone: optionalText('Phone', 40),
  website: optionalText('Website', 200),
  address1: optionalText('Address line 1', 200),
  address2: optionalText('Address line 2', 200),
  city: optionalText('City', 100),
  state: optionalText('State', 40),
  zip: optionalText('ZIP code', 20),
  county: optionalText('County', 100),
  fullAddress: optionalText('Full address', 400),
  is_schedule_active: z.boolean('Schedule active must be true or false').optional(),
  sms_name: z.enum(SMS_NAMES, 'Select a shop system').optional(),
  shopware_cname: optionalText('Shop-Ware name', 100),
  external_id: optionalText('External ID', 100),
});
export type SaveShopAdminInput = z.infer<typeof saveShopAdminInput>;

export const deleteShopInput = z.object({ id: shopIdSchema });

/** part.getPartCatalogue (spec 001 §7): the admin's test search through a shop's parts provider. */
export const partCatalogueInput = z.object({
  search: plainText('Part Number', { max: 200, required: true }),
  shopId: shopIdSchema,
  // Optional; when given it must be a real VIN (17 characters, check digit).
  vin: z
    .string('Vin must be text')
    .check(refuseControlCharacters('Vin'))
    .transform(normalizeVin)
    .superRefine((vin, ctx) => {
      const problem = vin ? validateVin(vin) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional()
    .default(''),
});
export type PartCatalogueInput = z.infer<typeof partCatalogueInput>;
