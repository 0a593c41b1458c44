import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from './use-quote-cache';

/** Copies a related job's labor line into the quote; the answer replaces the quote's labor list. */
export function useMoveRelatedLabor(quoteId: string) {
  const trpc = useTRPC();
  const { setLaborItems } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.moveRelatedLaborToQuoteButton.mutationOptions({ onSuccess: setLaborItems }));
}

/** Copies a related job's part line into the quote; the answer replaces the quote's part list. */
export function useMoveRelatedPart(quoteId: string) {
  const trpc = useTRPC();
  const { setPartItems } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.moveRelatedPartToQuoteButton.mutationOptions({ onSuccess: setPartItems }));
}
