import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from './use-quote-cache';

// Edits of the quote and its lines. Each answers the updated quote, which replaces the cached one.
// Failures are ignored (spec §8: no message for quote edit failures).

export function useUpdateQuoteTitle(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.updateQuote.mutationOptions({ onSuccess: replace }));
}

export function useAddLaborItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.addQuoteLaborItem.mutationOptions({ onSuccess: replace }));
}

/** Edits a labor line's fields, or moves it in or out of the suggestions (isSuggested). */
export function useUpdateLaborItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.updateQuoteLaborItem.mutationOptions({ onSuccess: replace }));
}

export function useDeleteLaborItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.deleteQuoteLaborItem.mutationOptions({ onSuccess: replace }));
}

/** 'Polish description': the engine rewrites the line's description in a technician's voice. */
export function usePolishLaborDescription(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.updateQuoteLaborItemDescriptionAi.mutationOptions({ onSuccess: replace }));
}

export function useAddPartItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.addQuotePartItem.mutationOptions({ onSuccess: replace }));
}

/** Edits a part line's fields, or moves it in or out of the suggestions (isSuggested). */
export function useUpdatePartItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.updateQuotePartItem.mutationOptions({ onSuccess: replace }));
}

export function useDeletePartItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.deleteQuotePartItem.mutationOptions({ onSuccess: replace }));
}

/** Removes the sourced part of a line: its retail price counts again. */
export function useDeleteSourcedPart(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.deleteQuotePartItemSourced.mutationOptions({ onSuccess: replace }));
}
