import { z } from 'zod';

export const SMS_NAMES = ['TEKMETRIC', 'SHOP_WARE', 'SUN_AUTO', 'DEMO_SHOP'] as const;
export type SmsName = (typeof SMS_NAMES)[number];

export const TYPE_SCHEDULES = ['STOP', 'CREATE_ONLY', 'UPDATE_AND_CREATE'] as const;

export const shopIdSchema = z.uuid('Invalid shop id');

export const getContextShopInput = z
  .object({
    shopTekmetricId: z.coerce.string().trim().max(64).optional().nullable(),
    shopWareShopId: z.coerce.string().trim().max(64).optional().nullable(),
    shopIdUrl: z.string().trim().max(64).optional().nullable(),
    shopIdLocalStorage: z.string().trim().max(64).optional().nullable(),
  })
  .default({});
export type GetContextShopInput = z.infer<typeof getContextShopInput>;
