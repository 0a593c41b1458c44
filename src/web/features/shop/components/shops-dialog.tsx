import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { shopSystemLabel } from '../../../../shared/shop-systems';
import { PendingApprovalBadge } from '../../../components/common/pending-approval-badge';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTRPC } from '../../../lib/trpc';
import { AddShopDialog } from './add-shop-dialog';

type ShopsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentShopId: string | null;
};

export function ShopsDialog({ open, onOpenChange, currentShopId }: ShopsDialogProps) {
  const trpc = useTRPC();
  const [, setParams] = useSearchParams();
  const shops = useQuery({ ...trpc.shop.getMyShops.queryOptions(), enabled: open });

  function select(shopId: string) {
    setParams((params) => {
      params.set('shopId', shopId);
      return params;
    });
    onOpenChange(false);
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Shops"
      description="Choose the shop you are quoting for."
    >
      {shops.isLoading ? (
        <div className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : shops.isError ? (
        <p className="text-sm text-red-600">Error</p>
      ) : !shops.data?.length ? (
        <p className="text-sm text-slate-500">No shops found</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {shops.data.map(({ id, shop }) => (
            <li key={id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900">
                  <span className="truncate">{shop.name}</span>
                  {shop.network_status === 'PENDING' ? <PendingApprovalBadge className="shrink-0" /> : null}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {[shop.city, shop.state].filter(Boolean).join(', ') || 'No address'} ·{' '}
                  {shopSystemLabel(shop.sms_name)}
                </p>
              </div>
              {shop.id === currentShopId ? (
                <CheckCircle2
                  className="size-5 shrink-0 text-green-600"
                  aria-label="Current shop"
                  role="img"
                />
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => select(shop.id)}
                  aria-label={`Select ${shop.name}`}
                >
                  Select
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-end">
        <AddShopDialog />
      </div>
    </TitledDialog>
  );
}
