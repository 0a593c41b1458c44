import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../lib/trpc';
import { adminListInput } from '../../api/admin-list-input';
import { useChangeCachedPages } from '../../api/use-change-cached-pages';

export type AdminAppGuideline = RouterOutputs['appGuideline']['getAppGuidelines']['appGuidelines'][number];
type AdminAppGuidelinePage = RouterOutputs['appGuideline']['getAppGuidelines'];

/** One page of App Guidelines; the search is sent only when there is one. */
export function useAdminAppGuidelines(params: { page: number; search: string }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.appGuideline.getAppGuidelines.queryOptions(adminListInput(params)),
    placeholderData: keepPreviousData,
  });
}

/** Puts a change into every cached page at once, then reads the pages again. */
function useChangeGuidelinePages() {
  const trpc = useTRPC();
  return useChangeCachedPages<AdminAppGuidelinePage>(trpc.appGuideline.getAppGuidelines.pathKey());
}

export function useCreateAppGuideline(onCreated: () => void) {
  const trpc = useTRPC();
  const changePages = useChangeGuidelinePages();
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
  const changePages = useChangeGuidelinePages();
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
  const changePages = useChangeGuidelinePages();
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
