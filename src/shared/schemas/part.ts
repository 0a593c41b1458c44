import { z } from 'zod';
import { shopIdSchema } from './shop';

const optionalText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => v || null);

export const suppliersSuggestionInput = z.object({ shopId: shopIdSchema });
export const partsFromQuotesInput = z.object({
  supplierStoreId: z.number().int().positive('Choose a supplier store'),
  quoteId: z.uuid('Invalid quote id'),
  keyword: z.string().trim().max(200).default(''),
});
export const createSourcedPartInput = z.object({
  quotePartItemId: z.uuid('Invalid part item id'),
  partId: z.string().trim().min(1, 'Part id is required').max(100),
  partName: z.string().trim().min(1, 'Part name is required').max(300),
  partNumber: z.string().trim().min(1, 'Part number is required').max(100),
  status: z.enum(['IN_STOCK', 'OUT_OF_STOCK', 'SPECIAL_ORDER', 'BACK_ORDER', 'CHECK_AVAILABILITY']),
  priceList: z
    .number()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  priceCost: z.number('Cost must be a number').min(0, 'Cost must be 0 or more').max(1_000_000),
  supplierId: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  supplierName: z.string().trim().min(1, 'Supplier is required').max(200),
  image1: optionalText,
  storeId: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  storeName: optionalText,
  brand: optionalText,
  brandId: optionalText,
  pcdbPartTypeId: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
});
export const quotePartItemIdInput = z.object({ quotePartItemId: z.uuid('Invalid part item id') });
