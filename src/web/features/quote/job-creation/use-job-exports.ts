import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Jobs already created from this quote (a reopened dialog links to them instead of writing again). */
export function useJobExports(quoteId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.quote.getJobExports.queryOptions({ quoteId }), enabled });
}

/** What a job created now writes once the customer has answered (their approved jobs only). */
export function useJobWork(quoteId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.quote.getJobWork.queryOptions({ quoteId }), enabled });
}
