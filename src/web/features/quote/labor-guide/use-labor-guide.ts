import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuoteCache } from '../api/use-quote-cache';

/** Spec §9: the labor guide search waits this long after typing stops. */
export const GUIDE_SEARCH_DEBOUNCE_MS = 400;

/** Guide jobs matching the typed text, once typing pauses; nothing is asked for an empty text. */
export function useGuideJobs(text: string, quoteId: string) {
  const trpc = useTRPC();
  const search = useDebouncedValue(text.trim(), GUIDE_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.job.getJobGuides.queryOptions({ search, quoteId }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  return { ...query, isWaiting: text.trim() !== search, isEmptySearch: search === '' };
}

/** The canned labor operations of one guide job, with motor times for the quote's vehicle. */
export function useCannedLaborItems(smartJobId: string | null, quoteId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.job.getCannedLaborItems.queryOptions({ tekmotorJobSmartJobId: smartJobId ?? '', quoteId }),
    enabled: smartJobId !== null,
  });
}

export function useAssignGuide(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.job.assignLaborGuideToLaborQuote.mutationOptions({ onSuccess: replace }));
}

/** 'Best match': the server links the line to the guide operation it most likely is. */
export function usePickBestGuideMatch(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.pickBestMatchFromLaborGuide.mutationOptions({ onSuccess: replace }));
}

/** 'Undo link': the line's own hours count again. */
export function useUnassignGuide(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.quote.unassignLaborGuideToLabor.mutationOptions({ onSuccess: replace }));
}
