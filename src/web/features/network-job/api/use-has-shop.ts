import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * Whether the user belongs to any shop (read as the Shops dialog reads it): the network's jobs
 * are open to shop members only. `hasShop` is undefined until known or while not `enabled`.
 */
export function useHasShop(enabled: boolean) {
  const trpc = useTRPC();
  const memberships = useQuery({ ...trpc.shop.getMyShops.queryOptions(), enabled });
  return {
    hasShop: enabled && memberships.data ? memberships.data.length > 0 : undefined,
    isLoading: enabled && memberships.isLoading,
  };
}
