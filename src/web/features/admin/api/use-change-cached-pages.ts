import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Puts a change into every cached page of an admin list at once (an edited row never flashes its
 * old text), then reads the pages, and the lists in `alsoRead`, again.
 */
export function useChangeCachedPages<Page>(pagesKey: QueryKey, alsoRead: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return (change?: (page: Page) => Page) => {
    if (change) {
      queryClient.setQueriesData<Page>({ queryKey: pagesKey }, (page) => (page ? change(page) : page));
    }
    return Promise.all(
      [pagesKey, ...alsoRead].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}
