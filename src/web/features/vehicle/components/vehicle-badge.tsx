import { Car } from 'lucide-react';
import { lazy, type ReactNode, useState } from 'react';
import { vehicleName, vehicleTitle } from '../../../../shared/vehicle-label';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentVehicle, type Vehicle } from '../hooks/vehicle-context';

const VehicleDialog = lazy(() =>
  import('./vehicle-dialog').then((module) => ({ default: module.VehicleDialog })),
);

type VehicleBadgeProps = { renderExtra?: (vehicle: Vehicle) => ReactNode };

export function VehicleBadge({ renderExtra }: VehicleBadgeProps) {
  const { vehicle, isLoading } = useCurrentVehicle();
  const [open, setOpen] = useState(false);
  if (isLoading) return <Skeleton className="h-9 w-52" />;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-w-0 items-center gap-2 rounded-md border border-slate-200 bg-white px-2.5 py-1 text-left shadow-sm hover:bg-slate-50"
        data-testid="vehicle-badge"
      >
        <Car className="hidden size-4 shrink-0 text-slate-500 sm:block" aria-hidden />
        {vehicle ? (
          <span className="min-w-0 leading-tight">
            {/* The name screen readers hear starts with what the button is, then what it shows. */}
            <span className="sr-only">Vehicle: </span>
            {/* On a phone the short name ('2013 Ford F-150') fits where the full title would be cut. */}
            <span className="block truncate text-sm font-medium text-slate-800 sm:hidden">
              {vehicleName(vehicle)}
            </span>
            <span className="hidden truncate text-sm font-medium text-slate-800 sm:block">
              {vehicleTitle(vehicle)}
            </span>
            <span className="hidden truncate font-mono text-[11px] text-slate-500 sm:block">
              {vehicle.vin}
            </span>
          </span>
        ) : (
          <span className="py-1 text-sm whitespace-nowrap text-slate-500">No vehicle selected</span>
        )}
      </button>
      <LoadsWhenOpened open={open}>
        <VehicleDialog vehicle={vehicle} open={open} onOpenChange={setOpen} renderExtra={renderExtra} />
      </LoadsWhenOpened>
    </>
  );
}
