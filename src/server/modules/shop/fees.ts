import { eq } from 'drizzle-orm';
import type { SaveDeferredRemindersInput } from '../../../shared/schemas/deferred-work';
import { type EstimateFeeSettings, estimateFeeSettingsSchema } from '../../../shared/schemas/estimate';
import type { SaveShopFeesInput } from '../../../shared/schemas/shop';
import type { ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Shop } from './types';

/**
 * The shop's fee and tax settings as stored, checked against the schema: a value the schema
 * refuses (written by hand, or before a rule was tightened) is an error rather than an estimate
 * silently charged with no tax or fees.
 */
export function readEstimateFees(value: unknown): EstimateFeeSettings {
  const parsed = estimateFeeSettingsSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError(
      'INTERNAL',
      "The shop's fees and taxes could not be read. Ask support to check them.",
      {
        cause: parsed.error,
      },
    );
  return parsed.data;
}

/** The shop row as My Shop reads it (shop.getMyShop), its fee settings checked. */
export function shopWithCheckedFees(shop: Shop): Shop {
  return { ...shop, estimate_fees: readEstimateFees(shop.estimate_fees) };
}

/**
 * 'Fees and taxes' on My Shop (shop.saveShopFees, owners only): replaces the settings whole. They
 * are not yet applied to quotes; estimateBreakdown will read them.
 */
export async function saveShopFees(ctx: ShopContext, input: SaveShopFeesInput): Promise<Shop> {
  const [saved] = await ctx.db
    .update(shops)
    .set({
      estimate_fees: input.fees,
      estimate_validity_days: input.terms.validityDays,
      estimate_terms: input.terms.terms,
    })
    .where(eq(shops.id, ctx.shop.id))
    .returning();
  return shopWithCheckedFees(saved!);
}

/**
 * Replaces the shop's fee and tax settings (Check Now's rates from Shop-Ware), checked against
 * the schema first. The caller has made sure the user may run the shop (canRunShop).
 */
export async function storeEstimateFees(
  db: Db,
  shopId: string,
  fees: EstimateFeeSettings,
): Promise<EstimateFeeSettings> {
  const parsed = estimateFeeSettingsSchema.safeParse(fees);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'The fees are not valid.', {
      cause: parsed.error,
    });
  await db.update(shops).set({ estimate_fees: parsed.data }).where(eq(shops.id, shopId));
  return parsed.data;
}

/** 'Declined work reminders' on My Shop (shop.saveDeferredReminders, owners only). */
export async function saveDeferredReminders(
  ctx: ShopContext,
  input: SaveDeferredRemindersInput,
): Promise<Shop> {
  const [saved] = await ctx.db
    .update(shops)
    .set({
      deferred_reminders_enabled: input.enabled,
      deferred_reminder_days: input.afterDays,
      deferred_reminder_email: input.email,
      deferred_reminder_sms: input.sms,
    })
    .where(eq(shops.id, ctx.shop.id))
    .returning();
  return shopWithCheckedFees(saved!);
}
