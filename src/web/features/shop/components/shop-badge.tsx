import { ArrowLeftRight, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentShop } from '../hooks/shop-context';
import { ShopsDialog } from './shops-dialog';

export function ShopBadge() {
  const { shop, isLoading } = useCurrentShop();
  const [open, setOpen] = useState(false);
  if (isLoading) return <Skeleton className="h-8 w-40" />;
  return (
    <div className="flex min-w-0 items-center gap-1 rounded-md border border-slate-200 bg-white pl-2.5 shadow-sm">
      <Store className="size-4 shrink-0 text-slate-500" aria-hidden />
      {shop ? (
        <Link
          to={`/settings/shop?shopId=${shop.id}`}
          className="truncate py-1.5 text-sm font-medium text-slate-800 hover:underline"
          title={shop.name}
        >
          {shop.name}
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
      <ShopsDialog open={open} onOpenChange={setOpen} currentShopId={shop?.id ?? null} />
    </div>
  );
}
