import { formatCents } from '../../../../shared/format';
import {
  type EstimateFeeSettings,
  RATE_DECIMALS,
  type ShopSuppliesSettings,
} from '../../../../shared/schemas/estimate';
import type { ShopWareShop } from '../../../integrations/shopware';

// Check Now's rates from Shop-Ware (issue 25): the tax rates and supply fee of the shop's
// Shop-Ware shop, as the shop's fee settings (estimate_fees) hold them.
//
// Shop-Ware's rates are read as percentages, the unit our settings use. The spec does not say,
// but its examples do: a shop answers `part_tax_rate: 4.4, labor_tax_rate: 3.3, hazmat_tax_rate:
// 2.2`, and an RO update sends `part_tax_rate: 15, hazmat_tax_rate: 45`; as fractions those would
// be 440 % and 4500 %. A rate outside 0–100 is not one we can read and is left out. Rates are kept
// to three decimals (RATE_DECIMALS), rounded.

export type ShopWareRates = {
  /** The settings to store; null when Shop-Ware sent nothing to fill. */
  fees: EstimateFeeSettings | null;
  /** What was filled or why not, in a few sentences for the check's answer. */
  message: string;
};

const DEFAULT_SUPPLIES: Omit<ShopSuppliesSettings, 'percent'> = {
  basis: 'labor_and_parts',
  minCents: null,
  maxCents: null,
  // Shop-Ware taxes its fees at hazmat_tax_rate ("the tax rate applied to hazmats and fees"),
  // which fills our fees rate.
  isTaxable: true,
};

const SCALE = 10 ** RATE_DECIMALS;

/** A rate as our settings take it, or null when absent or not a percentage. */
function percent(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return null;
  return Math.round(value * SCALE) / SCALE;
}

const BASIS_WORDS: Record<ShopSuppliesSettings['basis'], string> = {
  labor: 'labor',
  parts: 'parts',
  labor_and_parts: 'labor and parts',
};

/**
 * The shop of the tenant that is ours: the one with our Shop-Ware shop id (its id or identifier),
 * else the tenant's only shop. Null when several could be ours.
 */
export function shopWareShopOf(remote: ShopWareShop[], shopwareId: string | null): ShopWareShop | null {
  const id = shopwareId?.trim();
  if (id) return remote.find((s) => String(s.id) === id || s.identifier === id) ?? null;
  return remote.length === 1 ? remote[0]! : null;
}

/**
 * The shop's settings with Shop-Ware's tax rates (parts, labor, and fees from hazmat_tax_rate)
 * and supply fee (supply_fee_rate on labor, part_supply_fee_rate on parts, capped by
 * supply_fee_cap_cents). What Shop-Ware does not send, or sends in a way one percentage cannot
 * hold, stays as it was; the hazardous-waste fee is never Shop-Ware's to say.
 */
export function ratesFromShopWare(remote: ShopWareShop, current: EstimateFeeSettings): ShopWareRates {
  const sentences: string[] = [];
  let fees: EstimateFeeSettings = current;
  let changed = false;

  const taxes = {
    parts: percent(remote.part_tax_rate),
    labor: percent(remote.labor_tax_rate),
    fees: percent(remote.hazmat_tax_rate),
  };
  const filledTaxes = (Object.keys(taxes) as Array<keyof typeof taxes>).filter((k) => taxes[k] !== null);
  if (filledTaxes.length > 0) {
    fees = {
      ...fees,
      taxRates: {
        parts: taxes.parts ?? fees.taxRates.parts,
        labor: taxes.labor ?? fees.taxRates.labor,
        fees: taxes.fees ?? fees.taxRates.fees,
      },
    };
    changed = true;
    sentences.push(
      `Tax rates filled from Shop-Ware: ${filledTaxes.map((k) => `${k} ${taxes[k]}%`).join(', ')}.`,
    );
  } else {
    sentences.push('Shop-Ware sent no tax rates for this shop; the tax rates were left as they were.');
  }

  const supplies = suppliesFromShopWare(remote, current.shopSupplies);
  if ('settings' in supplies) {
    fees = { ...fees, shopSupplies: supplies.settings };
    changed = true;
  }
  sentences.push(supplies.sentence);
  return { fees: changed ? fees : null, message: sentences.join(' ') };
}

function suppliesFromShopWare(
  remote: ShopWareShop,
  current: ShopSuppliesSettings | null,
): { settings: ShopSuppliesSettings; sentence: string } | { sentence: string } {
  const labor = percent(remote.supply_fee_rate);
  const parts = percent(remote.part_supply_fee_rate);
  const kept = 'shop supplies were left as they were';
  if (labor === null && parts === null) return { sentence: `Shop-Ware sent no supply fee; ${kept}.` };
  let rate: number;
  let basis: ShopSuppliesSettings['basis'];
  if (parts === null || labor === null) {
    // Only one of the two: the shop's own basis says what it is a percentage of.
    rate = (labor ?? parts)!;
    basis = current?.basis ?? DEFAULT_SUPPLIES.basis;
  } else if (labor === parts) {
    rate = labor;
    basis = 'labor_and_parts';
  } else if (parts === 0) {
    rate = labor;
    basis = 'labor';
  } else if (labor === 0) {
    rate = parts;
    basis = 'parts';
  } else {
    return {
      sentence: `Shop-Ware's supply fee is ${labor}% of labor and ${parts}% of parts, which one percentage cannot hold; ${kept}.`,
    };
  }
  if (rate === 0) return { sentence: `Shop-Ware charges no supply fee; ${kept}.` };
  const cap = remote.supply_fee_cap_cents;
  const maxCents =
    typeof cap === 'number' && Number.isFinite(cap) && cap > 0
      ? Math.round(cap)
      : (current?.maxCents ?? DEFAULT_SUPPLIES.maxCents);
  let minCents = current?.minCents ?? DEFAULT_SUPPLIES.minCents;
  if (minCents !== null && maxCents !== null && minCents > maxCents) minCents = null;
  const settings: ShopSuppliesSettings = {
    percent: rate,
    basis,
    minCents,
    maxCents,
    isTaxable: current?.isTaxable ?? DEFAULT_SUPPLIES.isTaxable,
  };
  const limits = [
    minCents !== null ? `at least ${formatCents(minCents)}` : null,
    maxCents !== null ? `at most ${formatCents(maxCents)}` : null,
  ].filter((limit) => limit !== null);
  return {
    settings,
    sentence: `Shop supplies filled from Shop-Ware: ${rate}% of ${BASIS_WORDS[basis]}${limits.length ? `, ${limits.join(' and ')}` : ''}.`,
  };
}
