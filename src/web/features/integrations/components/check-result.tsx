import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import type { ShopWareCheck } from '../api/use-integrations';

/** The outcome of the last check or re-authorization of a row, in the spec's words. */
export type CheckOutcome =
  | { kind: 'tekmetric'; name: string }
  | { kind: 'shopware'; check: ShopWareCheck }
  | { kind: 'message'; text: string }
  | { kind: 'error'; text: string };

function AccessBadge({ isGranted, label }: { isGranted: boolean; label: string }) {
  return <Badge variant={isGranted ? 'success' : 'danger'}>{isGranted ? label : `No ${label}`}</Badge>;
}

export function CheckResult({ outcome }: { outcome: CheckOutcome }) {
  if (outcome.kind === 'error') return <Alert>{outcome.text}</Alert>;
  if (outcome.kind === 'message') return <Alert variant="success">{outcome.text}</Alert>;
  if (outcome.kind === 'tekmetric') {
    return (
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <AccessBadge isGranted label="Login Access" />
        <span>Tekmetric shop: {outcome.name}</span>
      </div>
    );
  }
  const { shopwareShop, metaConfiguration, rates } = outcome.check;
  return (
    <div role="status" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <AccessBadge isGranted={shopwareShop.loginAccess} label="Login Access" />
        <AccessBadge isGranted={shopwareShop.shopAccess} label="Shop Access" />
        {metaConfiguration.tenantName ? (
          <span>
            Shop-Ware shop: {metaConfiguration.tenantName}
            {shopwareShop.shopAccess && !metaConfiguration.writable ? ' (read only)' : ''}
          </span>
        ) : null}
      </div>
      {/* Check Now fills the shop's fees and taxes from Shop-Ware's shop (My Shop → Fees and taxes). */}
      {rates ? <p className="text-sm text-slate-600">{rates.message}</p> : null}
    </div>
  );
}
