import { Car, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { NetworkJobSearch } from '../../features/network-job/components/network-job-search';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { VehiclePicker } from '../../features/vehicle/components/vehicle-picker';
import { useCurrentVehicle } from '../../features/vehicle/hooks/vehicle-context';

/** The legacy quote search: network jobs for the current vehicle, seen from the current shop. */
export default function OldPage() {
  const { vehicle, isLoading: isVehicleLoading } = useCurrentVehicle();
  const { shop, isLoading: isShopLoading } = useCurrentShop();

  if (isVehicleLoading || isShopLoading) {
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-64 lg:col-span-2" />
      </div>
    );
  }
  if (!vehicle) {
    return (
      <Notice
        icon={<Car className="size-8 text-slate-400" aria-hidden />}
        text="Please select a vehicle to continue"
      >
        <Card className="mt-6 w-full max-w-xl text-left">
          <CardContent>
            <VehiclePicker />
          </CardContent>
        </Card>
      </Notice>
    );
  }
  if (!shop) {
    return (
      <Notice
        icon={<Store className="size-8 text-slate-400" aria-hidden />}
        text="Please select a shop to continue"
      >
        <p className="text-sm text-slate-500">Use the shop button in the header to choose your shop.</p>
      </Notice>
    );
  }
  return <NetworkJobSearch vehicle={vehicle} shopId={shop.id} />;
}

function Notice({ icon, text, children }: { icon: ReactNode; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center gap-2 px-4 pt-16 text-center text-slate-600">
      {icon}
      <p className="text-base font-medium">{text}</p>
      {children}
    </div>
  );
}
