import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatrixType } from '../../../../shared/schemas/matrix';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type MatrixRowData = RouterOutputs['matrix']['getMatrices'][number];

export function useMatrices(shopId: string, type: MatrixType) {
  const trpc = useTRPC();
  return useQuery(trpc.matrix.getMatrices.queryOptions({ shopId, type }));
}

/** Save replaces the whole table; the saved rows answered become the cached table at once. */
export function useReplaceMatrices(shopId: string, type: MatrixType) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.matrix.replaceMatrices.mutationOptions({
      onSuccess: (rows) => {
        queryClient.setQueryData(trpc.matrix.getMatrices.queryKey({ shopId, type }), rows);
      },
    }),
  );
}
