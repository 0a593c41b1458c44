import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type AdminAppGuideline = RouterOutputs['appGuideline']['getAppGuidelines']['appGuidelines'][number];
type AdminAppGuidelinePage = RouterOutputs['appGuideline']['getAppGuidelines'];

/** One page of App Guidelines; the search is sent only when there is one. */
export function useAdminAppGuidelines({ page, search }: { page: number; search: string }) {
  const trpc = useTRPC();
  const input = search ? { page, pageSize: ADMIN_PAGE_SIZE, search } : { page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    ...trpc.appGuideline.getAppGuidelines.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/** Puts a change into every cached page at once, then reads the pages again. */
function useChangeCachedPages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (change?: (page: AdminAppGuidelinePage) => AdminAppGuidelinePage) => {
    const queryKey = trpc.appGuideline.getAppGuidelines.pathKey();
    if (change)
      queryClient.setQueriesData<AdminAppGuidelinePage>({ queryKey }, (page) => (page ? change(page) : page));
    return queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateAppGuideline(onCreated: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeCachedPages();
  return useMutation(
    trpc.appGuideline.createAppGuideline.mutationOptions({
      onSuccess: () => {
        const refreshed = changePages();
        onCreated();
        return refreshed;
      },
    }),
  );
}

export function useUpdateAppGuideline(onUpdated: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeCachedPages();
  return useMutation(
    trpc.appGuideline.updateAppGuideline.mutationOptions({
      onSuccess: (saved) => {
        const refreshed = changePages((page) => ({
          ...page,
          appGuidelines: page.appGuidelines.map((g) => (g.id === saved.id ? saved : g)),
        }));
        onUpdated();
        return refreshed;
      },
    }),
  );
}

export function useDeleteAppGuideline(guidelineId: string, onDeleted: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeCachedPages();
  return useMutation(
    trpc.appGuideline.deleteAppGuideline.mutationOptions({
      onSuccess: () => {
        const refreshed = changePages((page) => ({
          appGuidelines: page.appGuidelines.filter((g) => g.id !== guidelineId),
          total: Math.max(0, page.total - 1),
        }));
        onDeleted();
        return refreshed;
      },
    }),
  );
}
