import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStored, writeStored } from '../../../lib/storage';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { useRecordInLink } from '../../../lib/use-record-in-link';

export type Vehicle = NonNullable<RouterOutputs['vehicle']['getVehicleByVin']>;

type VehicleContextValue = { vehicle: Vehicle | null; isLoading: boolean };

const VehicleContext = createContext<VehicleContextValue>({ vehicle: null, isLoading: false });

/** The vehicle lookup input: the URL's vin wins, then vehicleId, then the id kept in local storage. */
export function vehicleLookupInput(params: URLSearchParams, storedId: string | null) {
  const vin = params.get('vin') ?? params.get('VIN');
  if (vin) return { vin };
  const vehicleId = params.get('vehicleId');
  if (vehicleId) return { vehicleId };
  if (storedId) return { vehicleIdLocalStorage: storedId };
  return null;
}

export function VehicleContextProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const [storedId, setStoredId] = useState(() => readStored('vehicleId'));
  const input = vehicleLookupInput(params, storedId);
  const query = useQuery({
    ...trpc.vehicle.getVehicleByVin.queryOptions(input ?? {}),
    enabled: input !== null,
  });
  const vehicle = input && !query.isError ? (query.data ?? null) : null;

  useEffect(() => {
    if (vehicle) writeStored('vehicleId', vehicle.id);
  }, [vehicle]);

  // A failed lookup clears the selection; the error is logged only (spec: context loaders).
  useEffect(() => {
    if (!query.error) return;
    console.error('Vehicle lookup failed:', query.error.message);
    writeStored('vehicleId', null);
    setStoredId(null);
  }, [query.error]);

  return (
    <VehicleContext value={{ vehicle, isLoading: input !== null && query.isLoading }}>
      {children}
    </VehicleContext>
  );
}

export function useCurrentVehicle(): VehicleContextValue {
  return useContext(VehicleContext);
}

/** A quote opened from a link that names no vehicle shows the quote's own vehicle. */
export function useVehicleOfRecord(recordVehicleId: string | null | undefined) {
  const { vehicle, isLoading } = useCurrentVehicle();
  useRecordInLink({
    names: ['vin', 'VIN', 'vehicleId'],
    param: 'vehicleId',
    recordId: recordVehicleId,
    currentId: vehicle?.id,
    isLoading,
  });
}
