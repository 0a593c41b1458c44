import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type AdminConversation =
  RouterOutputs['conversation']['getAdminConversations']['conversations'][number];
export type AdminConversationDetail = RouterOutputs['conversation']['getAdminConversation'];

/** One page of Admin Conversations (every shop); the search is sent only when there is one. */
export function useAdminConversations({ page, search }: { page: number; search: string }) {
  const trpc = useTRPC();
  const input = search ? { page, pageSize: ADMIN_PAGE_SIZE, search } : { page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    ...trpc.conversation.getAdminConversations.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/** One conversation with its messages, read-only. */
export function useAdminConversation(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.conversation.getAdminConversation.queryOptions({ id }));
}
