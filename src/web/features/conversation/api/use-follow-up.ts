import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import { useTRPC } from '../../../lib/trpc';

/**
 * A message in a conversation (the fine-tune prompt). A new quote in the answer opens it,
 * keeping the query string; then the messages and the conversation list are read again.
 */
export function useFollowUp(conversationId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMutation(
    trpc.quote.finetunePrompt.mutationOptions({
      onSuccess: async ({ conversation, response }) => {
        if (response.quote) {
          await navigate(withQuery(`/conversation/${conversation.id}/quote/${response.quote.id}`, search));
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.message.getMessages.queryKey({ conversationId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() }),
        ]);
      },
    }),
  );
}
