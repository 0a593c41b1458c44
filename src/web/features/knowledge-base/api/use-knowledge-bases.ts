import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type KnowledgeBaseEntry = RouterOutputs['knowledgeBase']['getKnowledgeBases'][number];

export function useKnowledgeBases(shopId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.knowledgeBase.getKnowledgeBases.queryOptions({ shopId }));
}

/**
 * The mutations put the server's answer into the shop's cached list at once (so an edited entry
 * never flashes its old text), then read the list again in case someone else changed it too.
 */
function useReplaceInList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (shopId: string, change: (list: KnowledgeBaseEntry[]) => KnowledgeBaseEntry[]) => {
    const queryKey = trpc.knowledgeBase.getKnowledgeBases.queryKey({ shopId });
    queryClient.setQueryData(queryKey, (list) => (list ? change(list) : list));
    return queryClient.invalidateQueries({ queryKey: trpc.knowledgeBase.getKnowledgeBases.pathKey() });
  };
}

/** 'Add Knowledge Base Entry': the new entry goes to the top of the list (newest first). */
export function useCreateKnowledgeBase(onCreated: (entry: KnowledgeBaseEntry) => void) {
  const trpc = useTRPC();
  const replace = useReplaceInList();
  return useMutation(
    trpc.knowledgeBase.createKnowledgeBase.mutationOptions({
      onSuccess: (entry) => {
        const refreshed = replace(entry.shop_id, (list) => [entry, ...list.filter((e) => e.id !== entry.id)]);
        onCreated(entry);
        return refreshed;
      },
    }),
  );
}

export function useUpdateKnowledgeBase(onUpdated: (entry: KnowledgeBaseEntry) => void) {
  const trpc = useTRPC();
  const replace = useReplaceInList();
  return useMutation(
    trpc.knowledgeBase.updateKnowledgeBase.mutationOptions({
      onSuccess: (entry) => {
        const refreshed = replace(entry.shop_id, (list) => list.map((e) => (e.id === entry.id ? entry : e)));
        onUpdated(entry);
        return refreshed;
      },
    }),
  );
}

export function useDeleteKnowledgeBase(entry: KnowledgeBaseEntry, onDeleted: () => void) {
  const trpc = useTRPC();
  const replace = useReplaceInList();
  return useMutation(
    trpc.knowledgeBase.deleteKnowledgeBase.mutationOptions({
      onSuccess: () => {
        const refreshed = replace(entry.shop_id, (list) => list.filter((e) => e.id !== entry.id));
        onDeleted();
        return refreshed;
      },
    }),
  );
}
