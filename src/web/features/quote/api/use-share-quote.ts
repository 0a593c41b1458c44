import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useInvalidateSending } from './use-quote-revisions';

/** 'Share with customer': sends the link; what was sent and the customer's answers are read again. */
export function useShareQuote(quoteId: string) {
  const trpc = useTRPC();
  const invalidate = useInvalidateSending(quoteId);
  return useMutation(
    trpc.notificationDemo.shareQuoteWithCustomer.mutationOptions({ onSuccess: () => invalidate() }),
  );
}
