import { RefreshCw } from 'lucide-react';
import { formatDateTime } from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc';
import { type MyShop, useRefreshFromTekmetric } from '../api/use-shop-settings';

function changedSentence(changed: string[]) {
  if (changed.length === 0) return 'Up to date: nothing changed in Tekmetric.';
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  return `Updated from Tekmetric: ${list}.`;
}

/**
 * 'Check Now': the shop's name, address, phone, labor rate and matrices as Tekmetric has them.
 * Only owners refresh the shop; a member sees when it last was.
 */
export function TekmetricCheck({ shop, canEdit }: { shop: MyShop; canEdit: boolean }) {
  const refresh = useRefreshFromTekmetric();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {shop.last_update_via_api_at
            ? `Last updated from Tekmetric on ${formatDateTime(shop.last_update_via_api_at)}`
            : 'Not updated from Tekmetric yet'}
        </p>
        {canEdit ? (
          <Button
            variant="secondary"
            onClick={() => refresh.mutate({ shopId: shop.id })}
            disabled={refresh.isPending}
          >
            <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
            {refresh.isPending ? 'Checking...' : 'Check Now'}
          </Button>
        ) : null}
      </div>
      <div role="status" aria-label="Check result">
        {refresh.isSuccess ? (
          <p className="text-sm text-green-800">{changedSentence(refresh.data.changed)}</p>
        ) : null}
        {refresh.isError ? <Alert>{errorMessage(refresh.error)}</Alert> : null}
      </div>
    </div>
  );
}
