import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStored, writeStored } from '../../../lib/storage';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useRecordInLink } from '../../../lib/use-record-in-link';

type Shop = NonNullable<RouterOutputs['shop']['getContextShop']>;
type ShopContextValue = { shop: Shop | null; isLoading: boolean };

const ShopContext = createContext<ShopContextValue>({ shop: null, isLoading: false });

/** The shop lookup input: the URL's shop ids and the shop kept in local storage. */
export function shopLookupInput(params: URLSearchParams, storedShopId: string | null) {
  return {
    shopTekmetricId: params.get('shopTekmetricId'),
    shopWareShopId: params.get('shopWareShopId'),
    shopIdUrl: params.get('shopId'),
    shopIdLocalStorage: storedShopId,
  };
}

/**
 * The current shop, from the URL (shopTekmetricId, shopWareShopId, shopId) or the last shop kept
 * in local storage; the server only ever answers with one of the caller's shops.
 */
export function ShopContextProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const [storedShopId] = useState(() => readStored('shopId'));
  const query = useQuery(trpc.shop.getContextShop.queryOptions(shopLookupInput(params, storedShopId)));
  const shop = query.data ?? null;

  useEffect(() => {
    if (shop) writeStored('shopId', shop.id);
  }, [shop]);

  return <ShopContext value={{ shop, isLoading: query.isLoading }}>{children}</ShopContext>;
}

export function useCurrentShop(): ShopContextValue {
  return useContext(ShopContext);
}

/**
 * A page of one shop's record opened from a link that names no shop switches to the record's
 * shop, so the header, sourcing and job creation work with it.
 */
export function useShopOfRecord(recordShopId: string | null | undefined) {
  const { shop, isLoading } = useCurrentShop();
  useRecordInLink({
    names: ['shopTekmetricId', 'shopWareShopId', 'shopId'],
    param: 'shopId',
    recordId: recordShopId,
    currentId: shop?.id,
    isLoading,
  });
}
