import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';
import { adminListInput } from '../../api/admin-list-input';

export type AdminConversation =
  RouterOutputs['conversation']['getAdminConversations']['conversations'][number];
export type AdminConversationDetail = RouterOutputs['conversation']['getAdminConversation'];

/** One page of Admin Conversations (every shop); the search is sent only when there is one. */
export function useAdminConversations(params: { page: number; search: string }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.conversation.getAdminConversations.queryOptions(adminListInput(params)),
    placeholderData: keepPreviousData,
  });
}

/** One conversation with its messages, read-only. */
export function useAdminConversation(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.conversation.getAdminConversation.queryOptions({ id }));
}
