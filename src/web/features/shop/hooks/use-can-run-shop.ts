import { useQuery } from '@tanstack/react-query';
import { canRunShop } from '../../../../shared/shop-roles';
import { useTRPC } from '../../../lib/trpc';

/**
 * Whether the signed-in user runs the shop (one of its owners, or a platform administrator): the
 * one check every settings screen uses to show or hide what only owners may change. null until
 * both the user and their shops are read, so neither the controls nor the note flash. The server
 * refuses members anyway; this only keeps them from buttons that would fail, so a failed read
 * counts as not running it.
 */
export function useCanRunShop(shopId: string | null | undefined): boolean | null {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const shops = useQuery(trpc.shop.getMyShops.queryOptions());
  if (!shopId || me.isPending || shops.isPending) return null;
  const membership = shops.data?.find((row) => row.shop.id === shopId);
  return canRunShop(me.data ?? {}, membership?.role);
}
