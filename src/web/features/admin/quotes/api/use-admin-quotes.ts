import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';
import { adminListInput } from '../../api/admin-list-input';

export type AdminQuote = RouterOutputs['quote']['getAdminQuotes']['quotes'][number];

/** One page of Admin Quotes (every shop); the search is sent only when there is one. */
export function useAdminQuotes(params: { page: number; search: string }) {
  const trpc = useTRPC();
  // The page being left stays on screen until the next one arrives.
  return useQuery({
    ...trpc.quote.getAdminQuotes.queryOptions(adminListInput(params)),
    placeholderData: keepPreviousData,
  });
}
