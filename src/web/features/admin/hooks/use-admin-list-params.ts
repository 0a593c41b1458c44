import { useSearchParams } from 'react-router';

/** ?page (default 1) and ?search of an admin list; changing the search starts at page 1. */
export function useAdminListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search') ?? '';
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  return {
    page,
    search,
    setPage: (value: number) =>
      update((next) => (value <= 1 ? next.delete('page') : next.set('page', String(value)))),
    setSearch: (value: string) =>
      update((next) => {
        next.delete('page');
        if (value.trim()) next.set('search', value.trim());
        else next.delete('search');
      }),
  };
}
