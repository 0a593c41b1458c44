import { useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATIONS_PAGE_SIZE } from '../../../../shared/quote-limits';
import { type RouterOutputs, useTRPC, useTRPCClient } from '../../../lib/trpc';

export type ConversationSummary = RouterOutputs['conversation']['getConversations'][number];

/**
 * The shop's conversations, page by page (from 1); a page shorter than the page size ends the
 * list. The procedure takes a page number, not a cursor, so tRPC's infinite options do not
 * apply: the key sits under the procedure's path so that invalidating the path refreshes it.
 */
export function useConversations(shopId: string | null, search = '') {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: [
      ...trpc.conversation.getConversations.pathKey(),
      { input: { shopId, search }, type: 'infinite' },
    ],
    queryFn: ({ pageParam, signal }) =>
      client.conversation.getConversations.query(
        { shopId: shopId!, page: pageParam, ...(search ? { search } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) =>
      lastPage.length < CONVERSATIONS_PAGE_SIZE ? undefined : allPages.length + 1,
    enabled: shopId !== null,
    // While the search is typed, the previous results stay until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}
