import { useSearchParams } from 'react-router';
import { type JobFilterState, parseJobFilterState } from '../job-filter-states';

export type JobFilters = { state: JobFilterState | undefined; isMyShop: boolean };

/**
 * The search term (search), the state filter (state) and the 'my shop' filter (myShop=1) live in
 * the URL, so a reload or a shared link shows the same results; other parameters are kept.
 */
export function useJobSearchParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() || undefined;
  const filters: JobFilters = {
    state: parseJobFilterState(params.get('state')),
    isMyShop: params.get('myShop') === '1',
  };

  function setSearch(term: string | undefined) {
    const trimmed = term?.trim();
    setParams((next) => {
      if (trimmed) next.set('search', trimmed);
      else next.delete('search');
      return next;
    });
  }

  function setFilters({ state, isMyShop }: JobFilters) {
    setParams((next) => {
      if (state) next.set('state', state);
      else next.delete('state');
      if (isMyShop) next.set('myShop', '1');
      else next.delete('myShop');
      return next;
    });
  }

  return { search, filters, setSearch, setFilters };
}
