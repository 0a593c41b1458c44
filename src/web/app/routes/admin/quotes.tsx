import { useState } from 'react';
import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { useAdminListParams } from '../../../features/admin/hooks/use-admin-list-params';
import { useAdminQuotes } from '../../../features/admin/quotes/api/use-admin-quotes';
import { AdminQuotesTable } from '../../../features/admin/quotes/components/admin-quotes-table';
import { AdminDetailsDialog } from '../../../features/quote/components/admin-details-dialog';

/** /admin/quotes: every shop's quotes, 20 a page (?page), searchable (?search); Details is the quote panel's admin dialog. */
export default function AdminQuotesPage() {
  const quotes = useAdminQuotes(useAdminListParams());
  const [detailsQuoteId, setDetailsQuoteId] = useState<string | null>(null);
  return (
    <AdminListPage
      title="Quotes"
      searchLabel="Search quotes by title, concern or shop"
      total={quotes.data?.total}
    >
      <AdminQuotesTable
        rows={quotes.data?.quotes}
        isLoading={quotes.isLoading}
        isError={quotes.isError}
        onDetails={setDetailsQuoteId}
      />
      {detailsQuoteId ? (
        <AdminDetailsDialog
          quoteId={detailsQuoteId}
          open
          onOpenChange={(open) => (open ? undefined : setDetailsQuoteId(null))}
        />
      ) : null}
    </AdminListPage>
  );
}
