import { ExternalLink, Info } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../../../shared/format';
import { Button } from '../../../../components/ui/button';
import {
  type AdminListColumn,
  type AdminListState,
  AdminListTable,
  actionsColumn,
} from '../../components/admin-list-table';
import { CreatedCell } from '../../components/created-cell';
import type { AdminQuote } from '../api/use-admin-quotes';

type AdminQuotesTableProps = AdminListState<AdminQuote> & {
  /** 'Details': the admin details of the quote (the route decides how they are shown). */
  onDetails: (quoteId: string) => void;
};

function vehicleName(vehicle: AdminQuote['vehicle']): string {
  if (!vehicle) return '—';
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || '—';
}

function quoteColumns(onDetails: (quoteId: string) => void): AdminListColumn<AdminQuote>[] {
  return [
    {
      header: 'Title',
      className: 'min-w-48 font-medium break-words text-slate-900',
      cell: (quote) => quote.title,
    },
    { header: 'Shop', className: 'min-w-28', cell: (quote) => quote.shop.name },
    { header: 'Vehicle', className: 'min-w-28', cell: (quote) => vehicleName(quote.vehicle) },
    {
      header: 'Created',
      className: 'min-w-36',
      cell: (quote) => <CreatedCell at={formatDateTime(quote.created_at)} by={quote.created_by} />,
    },
    {
      header: 'Total',
      headClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (quote) => formatMoney(quote.total),
    },
    actionsColumn((quote) => (
      <>
        <Button asChild variant="quiet" size="xs">
          <a
            href={`/quote/${quote.id}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`Open ${quote.title} (customer page, new tab)`}
          >
            <ExternalLink aria-hidden /> Open
          </a>
        </Button>
        <Button
          variant="quiet"
          size="xs"
          aria-label={`Details of ${quote.title}`}
          onClick={() => onDetails(quote.id)}
        >
          <Info aria-hidden /> Details
        </Button>
      </>
    )),
  ];
}

/** Every shop's quotes: title, shop, vehicle, created by and at, total; Open and Details. */
export function AdminQuotesTable({ onDetails, ...list }: AdminQuotesTableProps) {
  const columns = quoteColumns(onDetails);
  return (
    <AdminListTable label="Quotes" columns={columns} loadingRows={5} emptyText="No quotes found" {...list} />
  );
}
