import { useMutation } from '@tanstack/react-query';
import { type JobTarget, missingJobParameter } from '../../../../shared/schemas/job-export';
import { useTRPC } from '../../../lib/trpc';
import { useInvalidateSending } from '../api/use-quote-revisions';

/**
 * Creates the quote's job in the shop system named by `target`, from the launch parameters in
 * the query string. A missing parameter fails with the spec's message before any call.
 */
export function useCreateJob(quoteId: string, target: JobTarget, params: URLSearchParams) {
  const trpc = useTRPC();
  const invalidate = useInvalidateSending(quoteId);
  const tekmetric = useMutation(trpc.quote.createJobInTekmetricAi.mutationOptions());
  const shopWare = useMutation(trpc.quote.createJobInShopWareAi.mutationOptions());
  const shopWareV2 = useMutation(trpc.quote.createJobInShopWareV2Ai.mutationOptions());

  return useMutation({
    mutationFn: async () => {
      const missing = missingJobParameter(target, params);
      if (missing) throw new Error(missing);
      const get = (name: string) => params.get(name) ?? '';
      if (target === 'TEKMETRIC') {
        return tekmetric.mutateAsync({
          quoteId,
          shopTekmetricId: get('shopTekmetricId'),
          repairOrderTekmetricId: get('repairOrderTekmetricId'),
        });
      }
      if (target === 'SHOP_WARE') {
        return shopWare.mutateAsync({
          quoteId,
          shopWareOrderId: get('shopWareOrderId'),
          noteId: get('noteId'),
        });
      }
      const orderId = params.get('shopWareOrderId');
      return shopWareV2.mutateAsync({
        quoteId,
        urlSource: get('urlSource'),
        ...(orderId ? { shopWareOrderId: orderId } : {}),
      });
    },
    // A job records a revision of the quote, so what was sent is read again too.
    onSettled: () => invalidate(),
  });
}
