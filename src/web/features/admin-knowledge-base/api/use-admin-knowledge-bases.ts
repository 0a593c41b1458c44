import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type AdminKnowledgeBaseEntry =
  RouterOutputs['knowledgeBase']['getAdminKnowledgeBases']['knowledgeBases'][number];
type AdminKnowledgeBasePage = RouterOutputs['knowledgeBase']['getAdminKnowledgeBases'];

/** One page of the knowledge base entries of every shop; the search is sent only when there is one. */
export function useAdminKnowledgeBases({ page, search }: { page: number; search: string }) {
  const trpc = useTRPC();
  const input = search ? { page, pageSize: ADMIN_PAGE_SIZE, search } : { page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    ...trpc.knowledgeBase.getAdminKnowledgeBases.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/**
 * Puts a change into every cached admin page at once (an edited entry never flashes its old
 * text), then reads the admin pages and the shop's own list again.
 */
function useChangeCachedPages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (change: (page: AdminKnowledgeBasePage) => AdminKnowledgeBasePage) => {
    queryClient.setQueriesData<AdminKnowledgeBasePage>(
      { queryKey: trpc.knowledgeBase.getAdminKnowledgeBases.pathKey() },
      (page) => (page ? change(page) : page),
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.knowledgeBase.getAdminKnowledgeBases.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.knowledgeBase.getKnowledgeBases.pathKey() }),
    ]);
  };
}

/** Edit of any shop's entry (admins may edit every shop's knowledge base). */
export function useUpdateAdminKnowledgeBase(onUpdated: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeCachedPages();
  return useMutation(
    trpc.knowledgeBase.updateKnowledgeBase.mutationOptions({
      onSuccess: (entry) => {
        const refreshed = changePages((page) => ({
          ...page,
          knowledgeBases: page.knowledgeBases.map((e) => (e.id === entry.id ? { ...e, ...entry } : e)),
        }));
        onUpdated();
        return refreshed;
      },
    }),
  );
}

export function useDeleteAdminKnowledgeBase(entryId: string, onDeleted: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeCachedPages();
  return useMutation(
    trpc.knowledgeBase.deleteKnowledgeBase.mutationOptions({
      onSuccess: () => {
        const refreshed = changePages((page) => ({
          knowledgeBases: page.knowledgeBases.filter((e) => e.id !== entryId),
          total: Math.max(0, page.total - 1),
        }));
        onDeleted();
        return refreshed;
      },
    }),
  );
}
