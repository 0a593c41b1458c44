import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { normalizeVin, validateVin } from '../../../../shared/vehicle-identifiers';
import { foundVehicleMessage } from '../../../../shared/vehicle-label';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { useSelectVin } from '../hooks/use-select-vin';

export function VinSearchForm({ onSelected }: { onSelected?: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const selectVin = useSelectVin();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [isSearching, setSearching] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    const vin = normalizeVin(value);
    if (!vin) return;
    const invalid = validateVin(vin);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(undefined);
    setSearching(true);
    try {
      // Fetched here so the 'Searching...' state is real; the vehicle context then reads the cache.
      const vehicle = await queryClient.fetchQuery(trpc.vehicle.getVehicleByVin.queryOptions({ vin }));
      selectVin(vin);
      if (vehicle) toast.success(foundVehicleMessage(vehicle));
      onSelected?.();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSearching(false);
    }
  }

  return (
    <form onSubmit={search} className="space-y-3" noValidate>
      <Field
        id="vin-search"
        label="VIN"
        error={error}
        hint="17 characters, on the dashboard or the driver's door jamb"
      >
        <div className="flex gap-2">
          <Input
            id="vin-search"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            placeholder="1HGCM82633A004352"
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase placeholder:normal-case"
            maxLength={24}
          />
          <Button type="submit" disabled={isSearching}>
            {isSearching ? 'Searching...' : 'Search'}
          </Button>
        </div>
      </Field>
    </form>
  );
}
