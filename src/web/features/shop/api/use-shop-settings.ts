import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveShopInput } from '../../../../shared/schemas/shop';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type MyShop = RouterOutputs['shop']['getMyShop'];

export function useMyShop(shopId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.shop.getMyShop.queryOptions({ shopId }));
}

/** What shop.saveShop needs, from the shop as it is: a form or a switch changes a part of it. */
export function shopToSaveInput(shop: MyShop): SaveShopInput {
  return {
    id: shop.id,
    name: shop.name,
    standardLaborRate: shop.standard_labor_rate,
    sourcePartsOnQuoteCreation: shop.source_parts_on_quote_creation,
    checkLaborGuideOnQuoteCreation: shop.check_labor_guide_on_quote_creation,
    showSuppliersToCustomers: shop.show_suppliers_to_customers,
    phone: shop.phone ?? '',
    website: shop.website ?? '',
    address1: shop.address1 ?? '',
    address2: shop.address2 ?? '',
    city: shop.city ?? '',
    state: shop.state ?? '',
    zip: shop.zip ?? '',
  };
}

/**
 * The saved shop replaces My Shop's cache; the header and the shops dialog read the shop
 * through other queries, so those are read again.
 */
function useShopWritten() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (shop: MyShop) => {
    queryClient.setQueryData(trpc.shop.getMyShop.queryKey({ shopId: shop.id }), shop);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.shop.getContextShop.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.shop.getMyShops.pathKey() }),
    ]);
  };
}

export function useSaveShop(onSaved?: () => void) {
  const trpc = useTRPC();
  const written = useShopWritten();
  return useMutation(
    trpc.shop.saveShop.mutationOptions({
      onSuccess: async (shop) => {
        onSaved?.();
        await written(shop);
      },
      onError: (error) => console.error('Shop save failed:', error),
    }),
  );
}

/** 'Edit fees and taxes': the saved shop replaces My Shop's cache. */
export function useSaveShopFees(onSaved?: () => void) {
  const trpc = useTRPC();
  const written = useShopWritten();
  return useMutation(
    trpc.shop.saveShopFees.mutationOptions({
      onSuccess: async (shop) => {
        onSaved?.();
        await written(shop);
      },
    }),
  );
}

/** 'Check Now': the shop as Tekmetric has it, and the list of what changed. */
export function useRefreshFromTekmetric() {
  const trpc = useTRPC();
  const written = useShopWritten();
  return useMutation(
    trpc.shop.updateShopTekmetric.mutationOptions({
      onSuccess: async (result) => {
        await written(result.shop);
      },
    }),
  );
}

/** 'Add New Shop': the list of the user's shops is read again (spec 001 §4). */
export function useCreateShop(onCreated: (shop: MyShop) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.shop.createShop.mutationOptions({
      onSuccess: async (shop) => {
        onCreated(shop);
        await queryClient.invalidateQueries({ queryKey: trpc.shop.getMyShops.queryKey() });
      },
    }),
  );
}

/** 'Reminders of declined work': the saved shop replaces My Shop's cache. */
export function useSaveDeferredReminders(onSaved?: () => void) {
  const trpc = useTRPC();
  const written = useShopWritten();
  return useMutation(
    trpc.shop.saveDeferredReminders.mutationOptions({
      onSuccess: async (shop) => {
        onSaved?.();
        await written(shop);
      },
    }),
  );
}
