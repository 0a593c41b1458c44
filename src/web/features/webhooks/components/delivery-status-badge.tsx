import { Badge } from '../../../components/ui/badge';
import type { WebhookDelivery } from '../api/use-webhooks';

const STATUS = {
  PENDING: { label: 'Pending', variant: 'warning' },
  DELIVERED: { label: 'Delivered', variant: 'success' },
  FAILED: { label: 'Failed', variant: 'danger' },
} as const;

export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
