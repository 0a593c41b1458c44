import { Car, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { NETWORK_MEMBERS_ONLY_MESSAGE } from '../../../shared/network-access';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import {
  JobBuilderPanel,
  type JobBuilderShop,
} from '../../features/job-builder/components/job-builder-panel';
import { JobSourcingProvider } from '../../features/job-builder/sourcing/sourcing-context';
import { useBuilderCardActions } from '../../features/job-builder/sourcing/use-builder-card-actions';
import { JobBuilderProvider } from '../../features/job-builder/state/builder-context';
import { useHasShop } from '../../features/network-job/api/use-has-shop';
import type { JobSearchVehicle } from '../../features/network-job/api/use-network-jobs';
import { NetworkJobSearch } from '../../features/network-job/components/network-job-search';
import { AddShopDialog } from '../../features/shop/components/add-shop-dialog';
import { useCurrentShop } from '../../features/shop/hooks/shop-context';
import { VehiclePicker } from '../../features/vehicle/components/vehicle-picker';
import { useCurrentVehicle } from '../../features/vehicle/hooks/vehicle-context';

/**
 * The legacy quote search: network jobs for the current vehicle, seen from the current shop, with
 * the Enhanced Job being built from them.
 */
export default function OldPage() {
  const { vehicle, isLoading: isVehicleLoading } = useCurrentVehicle();
  const { shop, isLoading: isShopLoading } = useCurrentShop();
  // Without a current shop, find out whether the user has any: the network is for members.
  const membership = useHasShop(!isShopLoading && !shop);

  if (isVehicleLoading || isShopLoading || membership.isLoading) {
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-64 lg:col-span-2" />
      </div>
    );
  }
  if (membership.hasShop === false) {
    return (
      <Notice
        icon={<Users className="size-8 text-slate-400" aria-hidden />}
        text={NETWORK_MEMBERS_ONLY_MESSAGE}
      >
        <div className="mt-2">
          <AddShopDialog />
        </div>
      </Notice>
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
  return (
    <JobBuilderProvider>
      <JobSourcingProvider shopId={shop.id} vin={vehicle.vin ?? ''}>
        <SearchWithBuilder vehicle={vehicle} shop={shop} />
      </JobSourcingProvider>
    </JobBuilderProvider>
  );
}

/**
 * Results left, the job being built right (sticky, scrolling on its own) from 1024 px; narrower,
 * the panel comes first so the job and its create button are in view when the extension opens
 * the page.
 */
function SearchWithBuilder({ vehicle, shop }: { vehicle: JobSearchVehicle; shop: JobBuilderShop }) {
  const cardActions = useBuilderCardActions(shop.standard_labor_rate ?? 0);
  return (
    <div className="mx-auto grid w-full max-w-[100rem] grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_25rem]">
      <aside
        aria-label="Enhanced Job"
        className="px-4 pt-6 lg:sticky lg:top-14 lg:col-start-2 lg:row-start-1 lg:max-h-[calc(100dvh-3.5rem)] lg:overflow-y-auto lg:pb-6 lg:pl-0"
      >
        <JobBuilderPanel shop={shop} />
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <NetworkJobSearch vehicle={vehicle} shopId={shop.id} cardActions={cardActions} />
      </div>
    </div>
  );
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
