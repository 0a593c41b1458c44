import { z } from 'zod';
import { INTEGER_COLUMN_MAX, integerIdSchema, isWholeCents, priceSchema } from './number';
import { shopIdSchema } from './shop';
import { refuseControlCharacters } from './text';

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(500)
    .check(refuseControlCharacters(label))
    .nullish()
    .transform((v) => v || null);

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max).check(refuseControlCharacters(label));

const optionalIntegerId = (label: string) =>
  integerIdSchema(label)
    .nullish()
    .transform((v) => v ?? null);

const supplierStoreIdSchema = z
  .number()
  .int()
  .positive('Choose a supplier store')
  .max(INTEGER_COLUMN_MAX, 'Choose a supplier store');

/**
 * The most a part may cost: the shop's matrix multiplies it by up to 100 (schemas/matrix.ts) and
 * the price with matrix is kept in a numeric(10,2) column.
 */
export const SOURCED_PART_COST_MAX = 999_999.99;

export const suppliersSuggestionInput = z.object({ shopId: shopIdSchema });
export const partsFromQuotesInput = z.object({
  supplierStoreId: supplierStoreIdSchema,
  quoteId: z.uuid('Invalid quote id'),
  keyword: z.string().trim().max(200).check(refuseControlCharacters('Keyword')).default(''),
  /** The line being sourced (beyond the spec's inputs): its part type and part lead the list. */
  quotePartItemId: z.uuid('Invalid part item id').optional(),
});
export const createSourcedPartInput = z.object({
  quotePartItemId: z.uuid('Invalid part item id'),
  partId: requiredText('Part id', 100),
  partName: requiredText('Part name', 300),
  partNumber: requiredText('Part number', 100),
  status: z.enum(['IN_STOCK', 'OUT_OF_STOCK', 'SPECIAL_ORDER', 'BACK_ORDER', 'CHECK_AVAILABILITY']),
  priceList: priceSchema('List price')
    .nullish()
    .transform((v) => v ?? null),
  priceCost: z
    .number('Cost must be a number')
    .min(0, 'Cost must be 0 or more')
    .max(SOURCED_PART_COST_MAX, 'Cost must be at most 999,999.99')
    .refine(isWholeCents, 'Cost must be in dollars and cents (2 decimals at most)'),
  supplierId: optionalIntegerId('Supplier id'),
  supplierName: requiredText('Supplier', 200),
  image1: optionalText('Image'),
  storeId: optionalIntegerId('Store id'),
  storeName: optionalText('Store name'),
  brand: optionalText('Brand'),
  brandId: optionalText('Brand id'),
  pcdbPartTypeId: optionalIntegerId('Part type'),
});
export const quotePartItemIdInput = z.object({ quotePartItemId: z.uuid('Invalid part item id') });
