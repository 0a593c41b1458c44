import type { BuilderLabor, BuilderPart } from '../../../shared/job-builder';
import { type BuilderState, jobNameToSend } from './state/builder-reducer';

// What the builder writes into a shop system (spec 001 §5): numbers are sent as numbers, an empty
// or unreadable number as 0, text as text ('' when missing), and the job name defaults to
// DEFAULT_JOB_NAME.

export const SHOP_WARE_EXTENSION_SOURCE = 'chrome-extension-shopWare';

const toNumber = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const laborItemsToSend = (labor: readonly BuilderLabor[]) =>
  labor.map((line) => ({
    description: line.description ?? '',
    hours: toNumber(line.hours),
    rate: toNumber(line.rate),
  }));

export const partItemsToSend = (parts: readonly BuilderPart[]) =>
  parts.map(({ id, newPart }) => ({
    id,
    part_number: newPart.part_number ?? '',
    retail: toNumber(newPart.retail),
    cost: toNumber(newPart.cost),
    quantity: toNumber(newPart.quantity),
    name: newPart.name ?? '',
    description: newPart.description ?? '',
    brand: newPart.brand ?? '',
    pcdb_part_type_id: newPart.pcdb_part_type_id ?? null,
  }));

/** The job as written, the same for every shop system. */
export function builderJobContent(state: BuilderState) {
  return {
    jobName: jobNameToSend(state),
    isPartMatrixApplied: state.isPartMatrixApplied,
    isLaborMatrixApplied: state.isLaborMatrixApplied,
    laborItems: laborItemsToSend(state.labor),
    partItems: partItemsToSend(state.parts),
  };
}

export type BuilderJobContent = ReturnType<typeof builderJobContent>;

type Params = { get: (name: string) => string | null };

/** 'Create Job in ShopWare' is offered only on a page the Shop-Ware extension opened. */
export const isShopWareExtension = (params: Params) => params.get('source') === SHOP_WARE_EXTENSION_SOURCE;

/** The first launch parameter 'Create Job in ShopWare' misses, in the spec's order, or null. */
export function shopWareLaunchError(params: Params): string | null {
  for (const name of ['urlSource', 'shopWareOrderId', 'shopWareFriendlyOrderId', 'noteId']) {
    if (!params.get(name)?.trim()) return `Error: ${name} is missing`;
  }
  return null;
}

/** The Tekmetric repair order the page was opened on, when the shop and the URL name one. */
export function tekmetricLaunch(shopTekmetricId: number | null | undefined, params: Params) {
  const repairOrderTekmetricId = params.get('repairOrderTekmetricId')?.trim();
  const repairOrderNumber = params.get('repairOrderNumberTekmetric')?.trim();
  if (!shopTekmetricId || !repairOrderTekmetricId || !repairOrderNumber) return null;
  return { shopTekmetricId: String(shopTekmetricId), repairOrderTekmetricId, repairOrderNumber };
}

export type IdempotencyClaim = { content: string; key: string };

/**
 * One key per job content: the same content keeps its key (a double click or a retry after a
 * network error writes one job); changed content gets a new one.
 */
export function claimIdempotencyKey(
  current: IdempotencyClaim | null,
  content: string,
  newKey: () => string,
): IdempotencyClaim {
  return current?.content === content ? current : { content, key: newKey() };
}
