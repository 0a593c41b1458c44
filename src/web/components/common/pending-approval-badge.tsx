import { PENDING_APPROVAL_LABEL } from '../../../shared/network-access';
import { Badge } from '../ui/badge';

/** A shop added by its user that is not in the repair network yet (My Shop, Shops, Admin Shops). */
export function PendingApprovalBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={className}>
      {PENDING_APPROVAL_LABEL}
    </Badge>
  );
}
