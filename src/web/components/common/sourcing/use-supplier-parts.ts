import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export type SupplierSuggestion = RouterOutputs['part']['getSuppliersPartsSuggestion'][number];
/** part.getPartsFromQuotesAi and part.getPartsFromQuotes answer the same supplier parts. */
export type SupplierPart = RouterOutputs['part']['getPartsFromQuotes'][number];

/**
 * Whose vehicle the parts must fit: a quote's (with the line being sourced, whose part type and
 * part lead the list), or the VIN of the page the Enhanced Job is built on.
 */
export type SupplierPartsScope = { quoteId: string; quotePartItemId?: string } | { vin: string };

const KEYWORD_DEBOUNCE_MS = 400;

/**
 * The shop's supplier stores in its order of preference (not re-read when the window regains
 * focus), and the store searched: the advisor's choice, else the store the line's part came from
 * (so that part is among those shown), else the shop's preferred active store.
 */
export function useSupplierStores(shopId: string, lineStoreId: number | null = null) {
  const trpc = useTRPC();
  const suppliers = useQuery({
    ...trpc.part.getSuppliersPartsSuggestion.queryOptions({ shopId }),
    refetchOnWindowFocus: false,
  });
  const [chosenStoreId, chooseStore] = useState<number | null>(null);
  const active = suppliers.data?.filter((suggestion) => suggestion.status === 'ACTIVE') ?? [];
  const storeId =
    chosenStoreId ??
    active.find((suggestion) => suggestion.store.id === lineStoreId)?.store.id ??
    active[0]?.store.id ??
    null;
  return { suppliers, storeId, chooseStore };
}

type SupplierPartsSearch = {
  shopId: string;
  scope: SupplierPartsScope;
  storeId: number | null;
  keyword: string;
};

/**
 * What one supplier store offers for the vehicle, priced with the shop's matrix, once the keyword
 * stops changing (a catalogue is searched by words: nothing is asked for an empty one).
 */
export function useSupplierParts({ shopId, scope, storeId, keyword }: SupplierPartsSearch) {
  const trpc = useTRPC();
  const debounced = useDebouncedValue(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const supplierStoreId = storeId ?? 0;
  const options =
    'quoteId' in scope
      ? trpc.part.getPartsFromQuotesAi.queryOptions({
          supplierStoreId,
          quoteId: scope.quoteId,
          keyword: debounced,
          quotePartItemId: scope.quotePartItemId,
        })
      : trpc.part.getPartsFromQuotes.queryOptions({
          supplierStoreId,
          shopId,
          vin: scope.vin,
          keyword: debounced,
        });
  const query = useQuery({
    ...options,
    enabled: storeId !== null && debounced !== '',
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
  return { ...query, hasKeyword: debounced !== '' };
}

export type SupplierPartsQuery = ReturnType<typeof useSupplierParts>;
