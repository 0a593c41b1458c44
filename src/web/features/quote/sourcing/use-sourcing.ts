import { useMutation } from '@tanstack/react-query';
import type { SupplierPart } from '../../../components/common/sourcing/use-supplier-parts';
import { useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from '../api/use-quote-cache';

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

/** The input of part.createSourcedPart for a supplier part chosen for a part line. */
export function sourcedPartInput(quotePartItemId: string, part: SupplierPart) {
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
