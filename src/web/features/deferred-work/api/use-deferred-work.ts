import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import { toast } from '../../../lib/toast';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

// Declined work of the vehicle at the shop (issue 26): the list and 'Add to quote'. The customer declines from elsewhere, so the list is read whenever it is shown.

export type DeferredJob = RouterOutputs['deferredWork']['getDeferredWork'][number];

export function useDeferredWork(shopId: string | null, vin: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.deferredWork.getDeferredWork.queryOptions({ shopId: shopId ?? '', vin: vin ?? '' }),
    enabled: Boolean(shopId && vin),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * 'Add to quote': onto the quote open now (its panel is read again) or, without one, a new quote,
 * which the app then opens. A part no supplier has now keeps its earlier price, and the toast says so.
 */
export function useAddDeferredJob(quoteId: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMutation(
    trpc.deferredWork.addDeferredJobToQuote.mutationOptions({
      onSuccess: async (added) => {
        await queryClient.invalidateQueries({ queryKey: trpc.deferredWork.getDeferredWork.pathKey() });
        const kept = added.keptEarlierPrice.length
          ? ` No supplier has ${added.keptEarlierPrice.join(', ')} now: kept at the earlier price.`
          : '';
        toast.success(`Added at today's prices.${kept}`);
        if (quoteId) {
          await queryClient.invalidateQueries({ queryKey: trpc.quote.getQuoteAi.queryKey({ id: quoteId }) });
          return;
        }
        await queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() });
        await navigate(withQuery(`/conversation/${added.conversationId}/quote/${added.quoteId}`, search));
      },
      onError: (error) => toast.error(error.message),
    }),
  );
}

/** 'Remove': the work was done elsewhere or is no longer wanted; it leaves the list. */
export function useDismissDeferredJob() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deferredWork.dismissDeferredJob.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.deferredWork.getDeferredWork.pathKey() });
        toast.success('Removed from declined work.');
      },
      onError: (error) => toast.error(error.message),
    }),
  );
}
