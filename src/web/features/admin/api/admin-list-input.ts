import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';

/** A paged admin list's input: 20 rows a page, and the search only when there is one. */
export function adminListInput({ page, search }: { page: number; search: string }) {
  return search ? { page, pageSize: ADMIN_PAGE_SIZE, search } : { page, pageSize: ADMIN_PAGE_SIZE };
}
