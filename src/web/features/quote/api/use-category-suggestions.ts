import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const CATEGORY_SUGGESTIONS = 6;
const DEBOUNCE_MS = 200;
const SEARCH_MAX_LENGTH = 100;

/** Up to six categories close to the typed concern, once typing pauses; none for an empty text. */
export function useCategorySuggestions(text: string) {
  const trpc = useTRPC();
  const search = useDebouncedValue(text.trim().slice(0, SEARCH_MAX_LENGTH), DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.category.getAllCategories.queryOptions({ search, count: CATEGORY_SUGGESTIONS }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  return text.trim() === '' ? [] : (query.data ?? []);
}
