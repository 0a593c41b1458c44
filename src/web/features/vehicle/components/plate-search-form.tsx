import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DEFAULT_PLATE_STATE, normalizePlate, US_STATES } from '../../../../shared/vehicle-identifiers';
import { foundVehicleMessage } from '../../../../shared/vehicle-label';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { useSelectVin } from '../hooks/use-select-vin';

export function PlateSearchForm({ onSelected }: { onSelected?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const selectVin = useSelectVin();
  const [plate, setPlate] = useState('');
  const [state, setState] = useState<string>(DEFAULT_PLATE_STATE);
  const lookup = useMutation(
    trpc.vehicle.getVehicleByPlate.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(
          trpc.vehicle.getVehicleByVin.queryKey({ vin: result.vin.vin }),
          result.vehicle,
        );
        selectVin(result.vin.vin);
        toast.success(foundVehicleMessage(result.vehicle));
        onSelected?.();
      },
    }),
  );

  function search(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizePlate(plate);
    if (!normalized) return;
    lookup.mutate({ plate: normalized, state });
  }

  return (
    <form onSubmit={search} className="space-y-2" noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-40 flex-1 flex-col gap-1.5">
          <Label htmlFor="plate-search">Plate</Label>
          <Input
            id="plate-search"
            value={plate}
            onChange={(e) => {
              setPlate(e.target.value);
              // The error was about the plate that was searched, not the one being typed.
              if (lookup.isError) lookup.reset();
            }}
            placeholder="7ABC123"
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase placeholder:normal-case"
            aria-invalid={lookup.isError}
            aria-describedby={lookup.isError ? 'plate-search-error' : undefined}
            maxLength={12}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="plate-state">State</Label>
          <NativeSelect
            id="plate-state"
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              if (lookup.isError) lookup.reset();
            }}
            className="w-44"
          >
            {US_STATES.map((s) => (
              <option key={s.abbreviation} value={s.abbreviation}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={lookup.isPending}>
          {lookup.isPending ? 'Searching...' : 'Search'}
        </Button>
      </div>
      {lookup.isError ? (
        <p id="plate-search-error" className="text-sm text-red-600" role="alert">
          {errorMessage(lookup.error)}
        </p>
      ) : null}
    </form>
  );
}
