import { z } from 'zod';
import { refuseControlCharacters } from './text';

const EXTENSION_HINT = 'Make sure to use the browser extension.';

/** Spec §5: what each missing launch parameter says, in the order they are checked. */
export const MISSING_PARAMETER = {
  urlSource: `urlSource is missing. ${EXTENSION_HINT}`,
  shopTekmetricId: `Shop Tekmetric ID is missing. ${EXTENSION_HINT}`,
  repairOrderTekmetricId: `Repair order Tekmetric ID is missing. ${EXTENSION_HINT}`,
  shopWareOrderId: `ShopWare order ID is missing. ${EXTENSION_HINT}`,
  noteId: `Note ID is missing. ${EXTENSION_HINT}`,
} as const;

export const SOURCING_IN_PROGRESS = 'Sourcing parts in progress. Please wait for it to finish.';

export type JobTarget = 'TEKMETRIC' | 'SHOP_WARE' | 'SHOP_WARE_V2';

const REQUIRED: Record<JobTarget, Array<keyof typeof MISSING_PARAMETER>> = {
  TEKMETRIC: ['urlSource', 'shopTekmetricId', 'repairOrderTekmetricId'],
  SHOP_WARE: ['urlSource', 'shopWareOrderId', 'noteId'],
  SHOP_WARE_V2: ['urlSource'],
};

/** The first missing launch parameter's message for a target, or null when all are there. */
export function missingJobParameter(
  target: JobTarget,
  params: { get: (name: string) => string | null },
): string | null {
  const missing = REQUIRED[target].find((name) => !params.get(name)?.trim());
  return missing ? MISSING_PARAMETER[missing] : null;
}

const externalId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string(message).min(1, message).max(40).regex(/^\d+$/, 'must be a number'),
  );

export const createJobInTekmetricInput = z.object({
  quoteId: z.uuid('Invalid quote id'),
  shopTekmetricId: externalId(MISSING_PARAMETER.shopTekmetricId),
  repairOrderTekmetricId: externalId(MISSING_PARAMETER.repairOrderTekmetricId),
});

export const createJobInShopWareInput = z.object({
  quoteId: z.uuid('Invalid quote id'),
  shopWareOrderId: externalId(MISSING_PARAMETER.shopWareOrderId),
  noteId: externalId(MISSING_PARAMETER.noteId),
});

export const createJobInShopWareV2Input = z.object({
  quoteId: z.uuid('Invalid quote id'),
  urlSource: z
    .string(MISSING_PARAMETER.urlSource)
    .trim()
    .min(1, MISSING_PARAMETER.urlSource)
    .max(2000)
    .check(refuseControlCharacters('urlSource')),
  /** Used when urlSource does not name the repair order. */
  shopWareOrderId: externalId(MISSING_PARAMETER.shopWareOrderId).optional(),
});

/**
 * The repair order a Shop-Ware page address names ('https://greatlakes.shop-ware.com/work_orders/55001'),
 * with the shop's subdomain, or null.
 */
export function shopWareOrderFromUrl(url: string): { cname: string | null; repairOrderId: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = parsed.pathname.match(/\/(?:work_orders|repair_orders)\/(\d+)/);
  if (!match) return null;
  const host = parsed.hostname.match(/^([a-z0-9-]+)\.shop-ware\.com$/i);
  return { cname: host ? host[1]!.toLowerCase() : null, repairOrderId: match[1]! };
}

/** The shop systems whose job a quote can write again: Shop-Ware's two entries are one RO's job. */
export const JOB_UPDATE_SYSTEMS = ['TEKMETRIC', 'SHOP_WARE'] as const;
export type JobUpdateSystem = (typeof JOB_UPDATE_SYSTEMS)[number];

export const updateJobInShopSystemInput = z.object({
  quoteId: z.uuid('Invalid quote id'),
  system: z.enum(JOB_UPDATE_SYSTEMS, 'Choose Tekmetric or Shop-Ware'),
  repairOrderId: externalId('The repair order is missing.'),
});
export type UpdateJobInShopSystemInput = z.infer<typeof updateJobInShopSystemInput>;
