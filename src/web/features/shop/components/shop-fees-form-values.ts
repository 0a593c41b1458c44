import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { HazmatFeeSettings, ShopSuppliesBasis } from '../../../../shared/schemas/estimate';
import { hasAtMostDecimals } from '../../../../shared/schemas/number';
import { saveShopFeesInput } from '../../../../shared/schemas/shop';
import type { MyShop } from '../api/use-shop-settings';

// The 'Edit fees and taxes' form keeps the saved shape's field names, so the schema's messages land
// on the fields that caused them; amounts are typed in dollars (text) and become cents on submit.

export const feesFormSchema = saveShopFeesInput.omit({ shopId: true });
export type FeesFormOutput = z.infer<typeof feesFormSchema>;

export const HAZMAT_MODES = ['none', 'flat', 'per_line'] as const;
export type HazmatMode = (typeof HAZMAT_MODES)[number];

export type FeesFormValues = {
  hasShopSupplies: boolean;
  fees: {
    taxRates: { parts: number; labor: number; fees: number };
    shopSupplies: {
      percent: number;
      basis: ShopSuppliesBasis;
      /** Dollars; empty for no minimum. */
      minCents: string;
      /** Dollars; empty for no maximum. */
      maxCents: string;
      isTaxable: boolean;
    };
    hazmat: {
      mode: HazmatMode;
      /** Dollars, as typed. */
      cents: string;
      perLineCents: { oil: string; coolant: string; tire: string };
      isTaxable: boolean;
    };
  };
  terms: { validityDays: number; terms: string };
};

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

/**
 * Dollars as typed to cents. A third decimal stays fractional, so the schema answers 'must be in
 * whole cents' instead of the amount being rounded behind the typist's back.
 */
function toCents(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return Number.NaN;
  return hasAtMostDecimals(value, 2) ? Math.round(value * 100) : value * 100;
}
const toOptionalCents = (text: string) => (text.trim() === '' ? null : toCents(text));

export function feesFormDefaults(shop: MyShop): FeesFormValues {
  const { taxRates, shopSupplies, hazmat } = shop.estimate_fees;
  return {
    hasShopSupplies: shopSupplies !== null,
    fees: {
      taxRates,
      shopSupplies: {
        percent: shopSupplies?.percent ?? 0,
        basis: shopSupplies?.basis ?? 'labor',
        minCents: dollars(shopSupplies?.minCents),
        maxCents: dollars(shopSupplies?.maxCents),
        isTaxable: shopSupplies?.isTaxable ?? false,
      },
      hazmat: {
        mode: hazmat?.mode ?? 'none',
        cents: dollars(hazmat?.mode === 'flat' ? hazmat.cents : 0),
        perLineCents: {
          oil: dollars(hazmat?.mode === 'per_line' ? hazmat.perLineCents.oil : 0),
          coolant: dollars(hazmat?.mode === 'per_line' ? hazmat.perLineCents.coolant : 0),
          tire: dollars(hazmat?.mode === 'per_line' ? hazmat.perLineCents.tire : 0),
        },
        isTaxable: hazmat?.isTaxable ?? false,
      },
    },
    terms: { validityDays: shop.estimate_validity_days, terms: shop.estimate_terms },
  };
}

function toHazmat(hazmat: FeesFormValues['fees']['hazmat']): HazmatFeeSettings | null {
  if (hazmat.mode === 'flat')
    return { mode: 'flat', cents: toCents(hazmat.cents), isTaxable: hazmat.isTaxable };
  if (hazmat.mode === 'per_line')
    return {
      mode: 'per_line',
      perLineCents: {
        oil: toCents(hazmat.perLineCents.oil),
        coolant: toCents(hazmat.perLineCents.coolant),
        tire: toCents(hazmat.perLineCents.tire),
      },
      isTaxable: hazmat.isTaxable,
    };
  return null;
}

/** What the form would save: a fee switched off is none, amounts in cents. */
export function toFeesInput(values: FeesFormValues) {
  const supplies = values.fees.shopSupplies;
  return {
    fees: {
      taxRates: values.fees.taxRates,
      shopSupplies: values.hasShopSupplies
        ? {
            ...supplies,
            minCents: toOptionalCents(supplies.minCents),
            maxCents: toOptionalCents(supplies.maxCents),
          }
        : null,
      hazmat: toHazmat(values.fees.hazmat),
    },
    terms: values.terms,
  };
}

const schemaResolver = zodResolver(feesFormSchema);

/** The shared schema checks what would be saved; its error paths are the form's field names. */
export const feesFormResolver: Resolver<FeesFormValues, unknown, FeesFormOutput> = (
  values,
  context,
  options,
) => schemaResolver(toFeesInput(values), context, options as never) as never;
