import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { CatalogPartCard } from './catalog-part-card';
import { type CatalogPart, useCatalogParts } from './use-sourcing';

type CatalogPartListProps = {
  quoteId: string;
  storeId: number | null;
  keyword: string;
  /** The part being linked, while the call runs. */
  selectingPartId: string | null;
  onSelect: (part: CatalogPart) => void;
};

/** The chosen store's parts for the keyword: a skeleton while loading, 'No parts found..' when none. */
export function CatalogPartList({
  quoteId,
  storeId,
  keyword,
  selectingPartId,
  onSelect,
}: CatalogPartListProps) {
  const parts = useCatalogParts(storeId, quoteId, keyword);

  if (storeId === null) return null;
  if (!parts.hasKeyword && keyword.trim() === '') {
    return <p className="text-sm text-slate-500">Type a part name to search the supplier’s catalogue.</p>;
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
        <CatalogPartCard
          key={part.partId}
          part={part}
          isSelecting={selectingPartId === part.partId}
          isDisabled={selectingPartId !== null}
          onSelect={() => onSelect(part)}
        />
      ))}
    </ul>
  );
}
