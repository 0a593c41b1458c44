import { ExternalLink, Info } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { AdminQuote } from '../api/use-admin-quotes';

type AdminQuotesTableProps = {
  quotes: AdminQuote[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** 'Details': the admin details of the quote (the route decides how they are shown). */
  onDetails: (quoteId: string) => void;
};

const LOADING_ROWS = 5;
const COLUMNS = 6;

function vehicleName(vehicle: AdminQuote['vehicle']): string {
  if (!vehicle) return '—';
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || '—';
}

/** Every shop's quotes: title, shop, vehicle, created by and at, total; Open and Details. */
export function AdminQuotesTable({ quotes, isLoading, isError, onDetails }: AdminQuotesTableProps) {
  return (
    <Card className="px-4 py-2">
      <Table aria-label="Quotes" aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Shop</TableHead>
            <TableHead>Vehicle</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: LOADING_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={index}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton className="h-8" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !quotes ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : quotes.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-slate-500">
                No quotes found
              </TableCell>
            </TableRow>
          ) : (
            quotes.map((quote) => (
              <TableRow key={quote.id}>
                <TableCell className="min-w-48 font-medium break-words text-slate-900">
                  {quote.title}
                </TableCell>
                <TableCell className="min-w-28">{quote.shop.name}</TableCell>
                <TableCell className="min-w-28">{vehicleName(quote.vehicle)}</TableCell>
                <TableCell className="min-w-36">
                  <span className="block whitespace-nowrap">{formatDateTime(quote.created_at)}</span>
                  <span className="block text-xs text-slate-500">{quote.created_by?.name ?? 'Unknown'}</span>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatMoney(quote.total)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">
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
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
