import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuoteCache } from '../api/use-quote-cache';

export type SupplierSuggestion = RouterOutputs['part']['getSuppliersPartsSuggestion'][number];
export type CatalogPart = RouterOutputs['part']['getPartsFromQuotesAi'][number];

const KEYWORD_DEBOUNCE_MS = 400;

/** The shop's supplier stores in its order of preference (not re-read when the window regains focus). */
export function useSupplierSuggestions(shopId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.part.getSuppliersPartsSuggestion.queryOptions({ shopId }),
    refetchOnWindowFocus: false,
  });
}

/**
 * What one supplier store offers for the quote's vehicle, priced with the shop's matrix, once the
 * keyword stops changing (a catalogue is searched by words: nothing is asked for an empty one).
 */
export function useCatalogParts(supplierStoreId: number | null, quoteId: string, keyword: string) {
  const trpc = useTRPC();
  const debounced = useDebouncedValue(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.part.getPartsFromQuotesAi.queryOptions({
      supplierStoreId: supplierStoreId ?? 0,
      quoteId,
      keyword: debounced,
    }),
    enabled: supplierStoreId !== null && debounced !== '',
    placeholderData: keepPreviousData,
  });
  return { ...query, hasKeyword: debounced !== '' };
}

export function useCreateSourcedPart(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.part.createSourcedPart.mutationOptions({ onSuccess: replace }));
}

/** 'Find best match' for one part line: the server picks the supplier part. */
export function useFindBestPart(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(trpc.part.findBestMatchPartsTech.mutationOptions({ onSuccess: replace }));
}

/** The input of part.createSourcedPart for a catalogue part chosen for a part line. */
export function sourcedPartInput(quotePartItemId: string, part: CatalogPart) {
  return {
    quotePartItemId,
    partId: part.partId,
    partName: part.partName,
    partNumber: part.partNumber,
    status: part.status,
    priceList: part.price.list,
    priceCost: part.price.cost,
    supplierId: part.supplier.id,
    supplierName: part.supplier.name,
    image1: part.images[0]?.full ?? null,
    storeId: part.store.id,
    storeName: part.store.name,
    brand: part.brand.displayName || part.brand.brandName,
    brandId: part.brand.brandID,
    pcdbPartTypeId: part.taxonomy.partTypeId,
  };
}
