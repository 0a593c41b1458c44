import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../../lib/trpc';

export type PartCatalogueRequest = { shopId: string; vin: string; search: string };

const sameRequest = (a: PartCatalogueRequest | null, b: PartCatalogueRequest) =>
  a !== null && a.shopId === b.shopId && a.vin === b.vin && a.search === b.search;

/**
 * part.getPartCatalogue, run when the admin asks: each 'Get part catalogue' searches again, even
 * for the same VIN and part number (the supplier's stock may have changed).
 */
export function usePartCatalogue() {
  const trpc = useTRPC();
  const [request, setRequest] = useState<PartCatalogueRequest | null>(null);
  const query = useQuery(
    trpc.part.getPartCatalogue.queryOptions(
      request
        ? { shopId: request.shopId, search: request.search, ...(request.vin ? { vin: request.vin } : {}) }
        : skipToken,
      { staleTime: 0, gcTime: 0 },
    ),
  );
  const search = (next: PartCatalogueRequest) => {
    if (sameRequest(request, next)) void query.refetch();
    else setRequest(next);
  };
  return { query, search };
}
