import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from './use-quote-cache';
import { offerUndo, useRestoreLaborItem, useRestorePartItem } from './use-restore-line';

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

/**
 * Deletes a labor line and offers 'Undo'. The line's row, which holds this hook, unmounts with the
 * line; the restore still runs then because a mutation's own options (not mutate()'s) always fire.
 */
export function useDeleteLaborItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  const restore = useRestoreLaborItem(quoteId);
  return useMutation(
    trpc.quote.deleteQuoteLaborItem.mutationOptions({
      onSuccess: (quote, { id }) => {
        replace(quote);
        offerUndo(() => restore.mutate({ id }), 'labor-section-title');
      },
    }),
  );
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

/** Deletes a part line (with its sourced part) and offers 'Undo', as useDeleteLaborItem does. */
export function useDeletePartItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  const restore = useRestorePartItem(quoteId);
  return useMutation(
    trpc.quote.deleteQuotePartItem.mutationOptions({
      onSuccess: (quote, { id }) => {
        replace(quote);
        offerUndo(() => restore.mutate({ id }), 'parts-section-title');
      },
    }),
  );
}

/** Removes the sourced part of a line: its retail price counts again. */
export function useDeleteSourcedPart(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.deleteQuotePartItemSourced.mutationOptions({ onSuccess: replace }));
}
