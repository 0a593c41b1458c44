import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Sidebar } from '../../features/conversation/components/sidebar';
import { DeclinedEarlier } from '../../features/deferred-work/components/declined-earlier';
import { NewQuote } from '../../features/quote/components/new-quote';
import { NoShopYet } from '../../features/shop/components/no-shop-yet';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { VehiclePicker } from '../../features/vehicle/components/vehicle-picker';
import { useCurrentVehicle } from '../../features/vehicle/hooks/vehicle-context';
import { useTRPC } from '../../lib/trpc';

/** The new quote page: vehicle first, then shop, then the concern. */
export default function HomePage() {
  const { shop } = useCurrentShop();
  return (
    <div className="flex flex-1">
      <Sidebar shopId={shop?.id ?? null} />
      <div className="flex min-w-0 flex-1 flex-col">
        <HomeContent />
      </div>
    </div>
  );
}

function HomeContent() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const { vehicle, isLoading: isVehicleLoading } = useCurrentVehicle();
  const { shop, isLoading: isShopLoading } = useCurrentShop();
  const myShops = useQuery(trpc.shop.getMyShops.queryOptions());

  if (isVehicleLoading || isShopLoading || myShops.isLoading) {
    return (
      <div className="mx-auto mt-16 w-full max-w-lg space-y-3 px-4">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (myShops.data?.length === 0) return <NoShopYet />;
  if (!vehicle) {
    return (
      <div className="flex flex-1 items-start justify-center px-4 pt-16">
        <Card className="w-full max-w-xl">
          <CardContent>
            <VehiclePicker />
          </CardContent>
        </Card>
      </div>
    );
  }
  if (!shop) {
    return (
      <div className="flex flex-1 flex-col items-center gap-2 px-4 pt-24 text-center text-slate-600">
        <Store className="size-8 text-slate-400" aria-hidden />
        <p className="text-base font-medium">Select a shop first..</p>
        <p className="text-sm text-slate-500">
          Use the shop button in the header to choose the shop you are quoting for.
        </p>
      </div>
    );
  }
  return (
    <NewQuote
      userName={me.data?.name ?? ''}
      vehicleId={vehicle.id}
      shopId={shop.id}
      below={<DeclinedEarlier shopId={shop.id} vin={vehicle.vin} className="mt-8" />}
    />
  );
}
