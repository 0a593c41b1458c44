import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import { useTRPC } from '../../../lib/trpc';

/**
 * Creates a quote from a concern. On success the conversation list is refreshed and the app opens
 * the new quote (or the conversation when the answer holds none), keeping the query string.
 */
export function useCreateQuote() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMutation(
    trpc.quote.createQuoteAi.mutationOptions({
      onSuccess: async ({ conversation, response }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() });
        const path = response.quote
          ? `/conversation/${conversation.id}/quote/${response.quote.id}`
          : `/conversation/${conversation.id}`;
        await navigate(withQuery(path, search));
      },
    }),
  );
}
