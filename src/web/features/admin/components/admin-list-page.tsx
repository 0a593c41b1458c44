import type { ReactNode } from 'react';
import { AdminPageHeader } from './admin-page-header';
import { AdminPagination } from './admin-pagination';
import { AdminSearch } from './admin-search';

type AdminListPageProps = {
  title: string;
  /** Beside the title: the page's main action (Create), or the search box itself. */
  action?: ReactNode;
  /** The search box's label; a list without one has no search box under the title. */
  searchLabel?: string;
  /** The rows in all, once known: a paged list shows its pager under the list. */
  total?: number;
  children: ReactNode;
};

/** Every admin list's page: the title and the way back, the search (?search), the list, the pager (?page). */
export function AdminListPage({ title, action, searchLabel, total, children }: AdminListPageProps) {
  return (
    <div className="space-y-4">
      <AdminPageHeader title={title} action={action} />
      {searchLabel ? <AdminSearch label={searchLabel} /> : null}
      {children}
      {total === undefined ? null : <AdminPagination total={total} />}
    </div>
  );
}
