import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { RadioGroup, RadioGroupItem } from '../../ui/radio-group';
import { Skeleton } from '../../ui/skeleton';
import { storeLabel } from './store-label';
import { SupplierMark } from './supplier-mark';
import { SupplierStatusBadge } from './supplier-status-badge';
import type { SupplierSuggestion } from './use-supplier-parts';

type SupplierStorePickerProps = {
  suppliers: UseQueryResult<SupplierSuggestion[], unknown>;
  storeId: number | null;
  onChoose: (storeId: number) => void;
};

/** The shop's supplier stores by priority, with their status; inactive ones cannot be searched. */
export function SupplierStorePicker({ suppliers, storeId, onChoose }: SupplierStorePickerProps) {
  const idPrefix = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Supplier</legend>
      {suppliers.isPending ? (
        <div className="grid gap-2 sm:grid-cols-2" role="status" aria-label="Loading suppliers">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : suppliers.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Error loading suppliers: {errorMessage(suppliers.error)}
        </p>
      ) : suppliers.data.length === 0 ? (
        <p className="text-sm text-slate-500">No suppliers available</p>
      ) : (
        <RadioGroup
          value={storeId === null ? '' : String(storeId)}
          onValueChange={(value) => onChoose(Number(value))}
          className="grid gap-2 sm:grid-cols-2"
          aria-label="Supplier store"
        >
          {suppliers.data.map(({ id, supplier, store, status }) => {
            const isActive = status === 'ACTIVE';
            const itemId = `${idPrefix}-${id}`;
            return (
              <label
                key={id}
                htmlFor={itemId}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 hover:bg-slate-50 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50',
                  !isActive && 'cursor-not-allowed opacity-60',
                )}
              >
                <RadioGroupItem id={itemId} value={String(store.id)} disabled={!isActive} />
                <span className="min-w-0 flex-1 text-sm">
                  <SupplierMark name={supplier.name} className="max-w-full font-medium text-slate-900" />
                  <span className="block truncate text-xs text-slate-500">
                    {storeLabel(supplier.name, store.name)}
                  </span>
                </span>
                <SupplierStatusBadge status={status} />
              </label>
            );
          })}
        </RadioGroup>
      )}
    </fieldset>
  );
}
