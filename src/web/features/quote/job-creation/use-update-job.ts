import { useMutation } from '@tanstack/react-query';
import type { JobUpdateSystem } from '../../../../shared/schemas/job-export';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useInvalidateSending } from '../api/use-quote-revisions';

/** A repair order written from the quote, with what it holds and the update its answers call for. */
export type RepairOrderJob = RouterOutputs['quote']['getJobExports'][number];
export type JobUpdate = NonNullable<RepairOrderJob['updateAvailable']>;

/** Shop-Ware's two entries write one RO's job: it is updated as Shop-Ware's. */
export const updateSystemOf = (job: Pick<RepairOrderJob, 'system'>): JobUpdateSystem =>
  job.system === 'TEKMETRIC' ? 'TEKMETRIC' : 'SHOP_WARE';

/** Writes the customer's newer approved work into the RO's job; the card then reads the RO again. */
export function useUpdateJob(quoteId: string) {
  const trpc = useTRPC();
  const invalidate = useInvalidateSending(quoteId);
  return useMutation(trpc.quote.updateJobInShopSystem.mutationOptions({ onSettled: () => invalidate() }));
}

/** One RO of one system: how the card, the menu and their dialogs name a repair order's job. */
export const repairOrderKey = (job: Pick<RepairOrderJob, 'system' | 'repairOrderId'>) =>
  `${updateSystemOf(job)}|${job.repairOrderId}`;
