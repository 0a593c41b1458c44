import { formatMoney } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { PartAvailabilityBadge } from './part-availability-badge';
import type { SupplierPart } from './use-part-sourcing';

type SupplierPartCardProps = { part: SupplierPart; onSelect: () => void };

/** One supplier part: brand, number, status, availability, cost, list and retail, and 'Select'. */
export function SupplierPartCard({ part, onSelect }: SupplierPartCardProps) {
  const brand = part.brand.brandName;
  const image = part.images[0]?.full;
  const notes = part.notes.flat().filter(Boolean);
  return (
    <li
      className="flex gap-3 rounded-md border border-slate-200 p-3"
      aria-label={`${brand} ${part.partNumber}`}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded border border-slate-100 object-contain"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900">{part.partName}</p>
          <PartAvailabilityBadge status={part.status} />
        </div>
        <p className="text-xs text-slate-600">
          {brand} · <span className="font-mono">{part.partNumber}</span>
          {part.store.name ? <> · {part.store.name}</> : null}
        </p>
        {part.storesAvailability.length > 0 ? (
          <p className="text-xs text-slate-500">
            Availability:{' '}
            {part.storesAvailability.map((store) => `${store.specificName} ${store.quantity}`).join(' · ')}
          </p>
        ) : null}
        {notes.length > 0 ? <p className="text-xs text-slate-500">{notes.join(' ')}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2 text-right">
        <dl className="space-y-0.5 text-xs text-slate-500 tabular-nums">
          <div className="text-sm text-slate-900">
            <dt className="inline text-xs text-slate-500">Cost </dt>
            <dd className="inline font-semibold">{formatMoney(part.price.cost)}</dd>
          </div>
          <div>
            <dt className="inline">List </dt>
            <dd className="inline">{formatMoney(part.price.list)}</dd>
          </div>
          {part.price.retail != null ? (
            <div>
              <dt className="inline">Retail </dt>
              <dd className="inline">{formatMoney(part.price.retail)}</dd>
            </div>
          ) : null}
        </dl>
        <Button size="xs" onClick={onSelect} aria-label={`Select ${brand} ${part.partNumber}`}>
          Select
        </Button>
      </div>
    </li>
  );
}
