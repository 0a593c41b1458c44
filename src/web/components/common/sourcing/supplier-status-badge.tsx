import { Badge } from '../../ui/badge';

const titleCase = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** A supplier store's status (spec 001 §3): ACTIVE green, INACTIVE red, anything else gray. */
export function SupplierStatusBadge({ status }: { status: string }) {
  const variant = status === 'ACTIVE' ? 'success' : status === 'INACTIVE' ? 'danger' : 'muted';
  return (
    <Badge variant={variant} className="px-2 py-0">
      {titleCase(status)}
    </Badge>
  );
}
