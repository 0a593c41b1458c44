import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from './use-quote-cache';

/**
 * 'Set quote as reference': the quote becomes the conversation's selected quote; the messages and
 * the conversation list (which link to it) are read again. A failure is logged only (spec §8).
 */
export function useSetQuoteAsReference(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { update } = useQuoteCache(quoteId);
  return useMutation(
    trpc.conversation.setSelectedQuote.mutationOptions({
      onSuccess: async (_result, { quoteId: selected }) => {
        update((quote) => ({
          ...quote,
          conversation: { ...quote.conversation, selected_quote_id: selected },
        }));
        toast.success('Quote set as reference');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.message.getMessages.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() }),
        ]);
      },
      onError: (error) => console.error('Setting the selected quote failed:', error.message),
    }),
  );
}
