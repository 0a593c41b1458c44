import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';
import { adminListInput } from '../../api/admin-list-input';
import { useChangeCachedPages } from '../../api/use-change-cached-pages';

export type AdminKnowledgeBaseEntry =
  RouterOutputs['knowledgeBase']['getAdminKnowledgeBases']['knowledgeBases'][number];
type AdminKnowledgeBasePage = RouterOutputs['knowledgeBase']['getAdminKnowledgeBases'];

/** One page of the knowledge base entries of every shop; the search is sent only when there is one. */
export function useAdminKnowledgeBases(params: { page: number; search: string }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.knowledgeBase.getAdminKnowledgeBases.queryOptions(adminListInput(params)),
    placeholderData: keepPreviousData,
  });
}

/** A change shows in every cached admin page at once; the shop's own list is read again too. */
function useChangeKnowledgePages() {
  const trpc = useTRPC();
  return useChangeCachedPages<AdminKnowledgeBasePage>(trpc.knowledgeBase.getAdminKnowledgeBases.pathKey(), [
    trpc.knowledgeBase.getKnowledgeBases.pathKey(),
  ]);
}

/** Edit of any shop's entry (admins may edit every shop's knowledge base). */
export function useUpdateAdminKnowledgeBase(onUpdated: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeKnowledgePages();
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
  const changePages = useChangeKnowledgePages();
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
