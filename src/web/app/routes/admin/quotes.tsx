import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { AdminSearch } from '../../../features/admin/components/admin-search';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminQuotes } from '../../../features/admin-quotes/api/use-admin-quotes';
import { AdminQuotesTable } from '../../../features/admin-quotes/components/admin-quotes-table';
import { AdminDetailsDialog } from '../../../features/quote/components/admin-details-dialog';

/** /admin/quotes: every shop's quotes, 20 a page (?page), searchable (?search); Details is the quote panel's admin dialog. */
export default function AdminQuotesPage() {
  const { page, search, setPage, setSearch } = useAdminListParams();
  const quotes = useAdminQuotes({ page, search });
  const [detailsQuoteId, setDetailsQuoteId] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <AdminPageHeader title="Quotes" />
      <AdminSearch value={search} onSearch={setSearch} label="Search quotes by title, concern or shop" />
      <AdminQuotesTable
        quotes={quotes.data?.quotes}
        isLoading={quotes.isLoading}
        isError={quotes.isError}
        onDetails={setDetailsQuoteId}
      />
      {quotes.data ? (
        <AdminPagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={quotes.data.total}
          onPageChange={setPage}
        />
      ) : null}
      {detailsQuoteId ? (
        <AdminDetailsDialog
          quoteId={detailsQuoteId}
          open
          onOpenChange={(open) => (open ? undefined : setDetailsQuoteId(null))}
        />
      ) : null}
    </div>
  );
}
