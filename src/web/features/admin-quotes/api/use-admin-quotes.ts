import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type AdminQuote = RouterOutputs['quote']['getAdminQuotes']['quotes'][number];

/** One page of Admin Quotes (every shop); the search is sent only when there is one. */
export function useAdminQuotes({ page, search }: { page: number; search: string }) {
  const trpc = useTRPC();
  const input = search ? { page, pageSize: ADMIN_PAGE_SIZE, search } : { page, pageSize: ADMIN_PAGE_SIZE };
  // The page being left stays on screen until the next one arrives.
  return useQuery({ ...trpc.quote.getAdminQuotes.queryOptions(input), placeholderData: keepPreviousData });
}
