import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export type SupplierSuggestion = RouterOutputs['part']['getSuppliersPartsSuggestion'][number];
export type SupplierPart = RouterOutputs['part']['getPartsFromQuotes'][number];

const KEYWORD_DEBOUNCE_MS = 400;

/** The shop's supplier stores in its order of preference (not re-read when the window regains focus). */
export function useSupplierSuggestions(shopId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.part.getSuppliersPartsSuggestion.queryOptions({ shopId }),
    refetchOnWindowFocus: false,
  });
}

type SupplierPartsInput = { storeId: number | null; shopId: string; vin: string; keyword: string };

/** What one supplier store offers for the vehicle, once the keyword stops changing (none for an empty one). */
export function useSupplierParts({ storeId, shopId, vin, keyword }: SupplierPartsInput) {
  const trpc = useTRPC();
  const debounced = useDebouncedValue(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.part.getPartsFromQuotes.queryOptions({
      supplierStoreId: storeId ?? 0,
      shopId,
      vin,
      keyword: debounced,
    }),
    enabled: storeId !== null && debounced !== '',
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
  return { ...query, hasKeyword: debounced !== '' };
}

/** 'Apply PartsTech to parts': the server finds a supplier part for each of the builder's parts. */
export function useApplyPartsTech() {
  const trpc = useTRPC();
  return useMutation(trpc.part.applyPartsTechToParts.mutationOptions());
}
