import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTRPC } from '../../../lib/trpc';
import {
  type BuilderJobContent,
  claimIdempotencyKey,
  type IdempotencyClaim,
  shopWareLaunchError,
  tekmetricLaunch,
} from '../job-request';

export type BuilderTarget = 'TEKMETRIC' | 'SHOP_WARE';
export type BuilderJobShop = { id: string; tekmetric_id: number | null };

/**
 * Writes the built job into the repair order the page was opened on. The idempotency key stays
 * the same while the content does, so a double click or a retry after a network error writes one
 * job; it is dropped once the job exists, and changed content gets a new one.
 */
export function useCreateBuilderJob(target: BuilderTarget, shop: BuilderJobShop) {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const tekmetric = useMutation(trpc.job.createJobInTekmetric.mutationOptions());
  const shopWare = useMutation(trpc.job.createJobInShopWare.mutationOptions());
  const claim = useRef<IdempotencyClaim | null>(null);

  return useMutation({
    mutationFn: async (content: BuilderJobContent) => {
      const tekmetricRo = tekmetricLaunch(shop.tekmetric_id, params);
      const missing = target === 'SHOP_WARE' ? shopWareLaunchError(params) : null;
      if (missing) throw new Error(missing);
      claim.current = claimIdempotencyKey(claim.current, JSON.stringify(content), () => crypto.randomUUID());
      const idempotencyKey = claim.current.key;
      if (target === 'TEKMETRIC') {
        // The button is hidden without these; a stale page still must not write anywhere.
        if (!tekmetricRo) throw new Error('Error: repairOrderTekmetricId is missing');
        const job = await tekmetric.mutateAsync({
          ...content,
          shopTekmetricId: tekmetricRo.shopTekmetricId,
          repairOrderTekmetricId: tekmetricRo.repairOrderTekmetricId,
          idempotencyKey,
        });
        return { ...job, repairOrderNumber: job.repairOrderNumber ?? tekmetricRo.repairOrderNumber };
      }
      const job = await shopWare.mutateAsync({
        ...content,
        shopId: shop.id,
        shopWareOrderId: params.get('shopWareOrderId') ?? '',
        noteId: params.get('noteId') ?? '',
        idempotencyKey,
      });
      return { ...job, repairOrderNumber: job.repairOrderNumber ?? params.get('shopWareFriendlyOrderId') };
    },
    onSuccess: () => {
      claim.current = null;
    },
  });
}
