import { PartAvailabilityBadge } from '../../../components/common/sourcing/part-availability-badge';
import { storeLabel } from '../../../components/common/sourcing/store-label';
import { SupplierMark } from '../../../components/common/sourcing/supplier-mark';
import type { QuotePartItem } from '../quote-types';

type SourcedPart = NonNullable<QuotePartItem['sourced_part']>;

/** Where a sourced line comes from: supplier and store, the supplier's part and its status. */
export function SourcedPartSummary({ part }: { part: SourcedPart }) {
  const store = storeLabel(part.supplier_name, part.store_name);
  return (
    <div className="mt-1.5 space-y-0.5 rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1.5 text-xs text-slate-600">
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <span className="sr-only">Sourced from </span>
        <SupplierMark name={part.supplier_name} className="font-medium text-slate-800">
          {store ? <span className="font-normal text-slate-500"> · {store}</span> : null}
        </SupplierMark>
        <PartAvailabilityBadge status={part.status} />
      </p>
      <p>
        {part.partName} · <span className="font-mono">{part.partNumber}</span>
        {part.brand ? ` · ${part.brand}` : ''}
      </p>
    </div>
  );
}
