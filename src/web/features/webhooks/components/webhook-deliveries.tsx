import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { WEBHOOK_DELIVERIES_PAGE_SIZE } from '../../../../shared/schemas/webhook';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/trpc';
import { useWebhookDeliveries, type WebhookDelivery } from '../api/use-webhooks';
import { DeliveryStatusBadge } from './delivery-status-badge';

/** One webhook's delivery log, newest first, 20 a page. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, page);
  if (deliveries.isPending) return <Skeleton className="h-24 w-full" />;
  if (deliveries.isError) return <Alert>{errorMessage(deliveries.error)}</Alert>;
  const { total } = deliveries.data;
  if (total === 0) return <p className="text-sm text-slate-500">No deliveries yet.</p>;
  const pageCount = Math.max(1, Math.ceil(total / WEBHOOK_DELIVERIES_PAGE_SIZE));
  return (
    <div className="space-y-2">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Attempts</TableHead>
            <TableHead>Last answer</TableHead>
            <TableHead>Delivered / next try</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.data.deliveries.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell>
                <code className="font-mono text-xs">{delivery.event}</code>
                <span className="block font-mono text-[10px] text-slate-400">{delivery.event_id}</span>
              </TableCell>
              <TableCell>
                <DeliveryStatusBadge status={delivery.status} />
              </TableCell>
              <TableCell>{delivery.attempts}</TableCell>
              <TableCell className="max-w-xs text-xs break-words text-slate-600">
                {lastAnswer(delivery)}
              </TableCell>
              <TableCell className="text-xs">
                {deliveredOrNext(delivery)}
                <span className="block text-slate-400">Created {formatDateTime(delivery.created_at)}</span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex items-center justify-between text-xs text-slate-500">
        <span>
          Page {page} of {pageCount} ({total} {total === 1 ? 'delivery' : 'deliveries'})
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button
            variant="secondary"
            size="xs"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}

function lastAnswer(delivery: WebhookDelivery): string {
  if (delivery.last_error) return delivery.last_error;
  if (delivery.last_status_code !== null) return `HTTP ${delivery.last_status_code}`;
  return '—';
}

function deliveredOrNext(delivery: WebhookDelivery): string {
  if (delivery.delivered_at) return formatDateTime(delivery.delivered_at);
  if (delivery.status === 'PENDING') return `Next: ${formatDateTime(delivery.next_attempt_at)}`;
  return 'Gave up';
}
