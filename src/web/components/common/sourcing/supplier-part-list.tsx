import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { Skeleton } from '../../ui/skeleton';
import { type LinePrice, SupplierPartCard } from './supplier-part-card';
import type { SupplierPart, SupplierPartsQuery } from './use-supplier-parts';

type SupplierPartListProps = {
  storeId: number | null;
  keyword: string;
  parts: SupplierPartsQuery;
  linePrice: (part: SupplierPart) => LinePrice;
  /** The part being linked, while the call runs; the others wait. */
  selectingPartId?: string | null;
  onSelect: (part: SupplierPart) => void;
};

/** The chosen store's parts for the keyword: a skeleton while loading, 'No parts found..' when none. */
export function SupplierPartList({
  storeId,
  keyword,
  parts,
  linePrice,
  selectingPartId = null,
  onSelect,
}: SupplierPartListProps) {
  if (storeId === null) return null;
  if (!parts.hasKeyword && keyword.trim() === '') {
    return <p className="text-sm text-slate-500">Type a part name to search the supplier’s parts.</p>;
  }
  if (parts.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {errorMessage(parts.error)}
      </p>
    );
  }
  if (!parts.data) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading parts">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (parts.data.length === 0) return <p className="text-sm text-slate-500">No parts found..</p>;

  return (
    <ul aria-label="Supplier parts" className={cn('space-y-3', parts.isFetching && 'opacity-70')}>
      {parts.data.map((part) => (
        <SupplierPartCard
          key={part.partId}
          part={part}
          linePrice={linePrice(part)}
          isSelecting={selectingPartId === part.partId}
          isDisabled={selectingPartId !== null}
          onSelect={() => onSelect(part)}
        />
      ))}
    </ul>
  );
}
