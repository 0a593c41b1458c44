import { Badge } from '../../ui/badge';

const STATUS: Record<string, { label: string; variant: 'success' | 'warning' | 'danger' | 'muted' }> = {
  IN_STOCK: { label: 'In stock', variant: 'success' },
  OUT_OF_STOCK: { label: 'Out of stock', variant: 'danger' },
  SPECIAL_ORDER: { label: 'Special order', variant: 'warning' },
  BACK_ORDER: { label: 'Back order', variant: 'warning' },
  CHECK_AVAILABILITY: { label: 'Check availability', variant: 'muted' },
};

/** A supplier part's availability status. */
export function PartAvailabilityBadge({ status }: { status: string }) {
  const known = STATUS[status] ?? { label: status, variant: 'muted' as const };
  return (
    <Badge variant={known.variant} className="px-2 py-0">
      {known.label}
    </Badge>
  );
}
