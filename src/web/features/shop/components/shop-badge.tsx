import { ArrowLeftRight, Store } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentShop } from '../hooks/shop-context';

const ShopsDialog = lazy(() => import('./shops-dialog').then((module) => ({ default: module.ShopsDialog })));

export function ShopBadge() {
  const { shop, isLoading } = useCurrentShop();
  const [open, setOpen] = useState(false);
  if (isLoading) return <Skeleton className="h-8 w-40" />;
  return (
    <div className="flex min-w-0 items-center gap-1 rounded-md border border-slate-200 bg-white pl-2.5 shadow-sm">
      <Store className="hidden size-4 shrink-0 text-slate-500 sm:block" aria-hidden />
      {shop ? (
        <Link
          to={`/settings/shop?shopId=${shop.id}`}
          className="truncate py-1.5 text-sm font-medium text-slate-800 hover:underline"
          title={shop.name}
        >
          {/* On a phone the shop's nickname ('Bayside') fits where its name would be cut. */}
          <span className="sm:hidden">{shop.nickname || shop.name}</span>
          <span className="hidden sm:inline">{shop.name}</span>
        </Link>
      ) : (
        <span className="truncate py-1.5 text-sm text-amber-700">
          SMS Data is missing. Please select your shop.
        </span>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => setOpen(true)}
        aria-label="Change shop"
      >
        <ArrowLeftRight />
      </Button>
      <LoadsWhenOpened open={open}>
        <ShopsDialog open={open} onOpenChange={setOpen} currentShopId={shop?.id ?? null} />
      </LoadsWhenOpened>
    </div>
  );
}
