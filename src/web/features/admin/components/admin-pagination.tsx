import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { useAdminListParams } from '../hooks/use-admin-list-params';

/** Previous / next with the current page (spec 001 §2 admin lists: 20 per page, ?page). */
export function AdminPagination({ total }: { total: number }) {
  const { page, setPage } = useAdminListParams();
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(total, page * ADMIN_PAGE_SIZE);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        {total === 0 ? 'No rows' : `${first}–${last} of ${total.toLocaleString('en-US')}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <span aria-current="page" className="min-w-24 text-center text-slate-700">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
          aria-label="Next page"
        >
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
