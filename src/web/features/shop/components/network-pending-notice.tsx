import { PENDING_NETWORK_MESSAGE } from '../../../../shared/network-access';
import { PendingApprovalBadge } from '../../../components/common/pending-approval-badge';
import { Alert } from '../../../components/ui/alert';

/** My Shop of a shop outside the repair network: why, and what lets it in. */
export function NetworkPendingNotice() {
  return (
    <Alert variant="info" className="flex flex-wrap items-start gap-x-3 gap-y-1.5 px-4 py-3">
      <PendingApprovalBadge className="mt-px" />
      <p className="min-w-0 flex-1 basis-72">{PENDING_NETWORK_MESSAGE}</p>
    </Alert>
  );
}
