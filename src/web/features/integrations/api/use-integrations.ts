import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type Integration = RouterOutputs['integration']['getIntegrations'][number];
export type ShopWareCheck = RouterOutputs['integration']['checkIntegrationShopware'];
export type Supplier = RouterOutputs['part']['getSuppliersPartsSuggestion'][number];

export function useIntegrations(shopId: string) {
  const trpc = useTRPC();
  // PartsTech is connected in another tab: coming back to this one reads the list again.
  return useQuery(trpc.integration.getIntegrations.queryOptions({ shopId }, { staleTime: 0 }));
}

/** The shop's supplier stores; the spec asks for no refetch on window focus. */
export function useSuppliers(shopId: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.part.getSuppliersPartsSuggestion.queryOptions({ shopId }, { refetchOnWindowFocus: false }),
  );
}

/** Every integration call changes what a row shows, so each one reads the list again. */
function useRefreshIntegrations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.integration.getIntegrations.pathKey() });
}

export function useCreateTekmetric() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.createIntegrationTekmetric.mutationOptions({ onSuccess: refresh }));
}

export function useCreateShopWare() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.createIntegrationShopWare.mutationOptions({ onSuccess: refresh }));
}

export function useConnectPartsTech() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.connectPartstech.mutationOptions({ onSuccess: refresh }));
}

/** The registration page's address, opened by the caller in a new tab. */
export function usePartsTechRegistration() {
  const trpc = useTRPC();
  return useMutation(trpc.integration.createIntegrationPartstech.mutationOptions());
}

export function useDeleteIntegration() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.deleteIntegration.mutationOptions({ onSuccess: refresh }));
}

// The checks refresh the row after they settle, failed or not (the spec: "then the row refreshes").
export function useCheckTekmetric() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.checkIntegrationTekmetric.mutationOptions({ onSettled: refresh }));
}

export function useCheckShopWare() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.checkIntegrationShopware.mutationOptions({ onSettled: refresh }));
}

export function useAuthorizeShopWare() {
  const trpc = useTRPC();
  const refresh = useRefreshIntegrations();
  return useMutation(trpc.integration.authIntegrationShopware.mutationOptions({ onSettled: refresh }));
}
