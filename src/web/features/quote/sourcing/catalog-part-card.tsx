import { formatMoney } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PartStatusBadge } from './part-status-badge';
import type { CatalogPart } from './use-sourcing';

type CatalogPartCardProps = {
  part: CatalogPart;
  isSelecting: boolean;
  isDisabled: boolean;
  onSelect: () => void;
};

/** One supplier part: brand, number, status, availability, prices, and 'Select' to source the line. */
export function CatalogPartCard({ part, isSelecting, isDisabled, onSelect }: CatalogPartCardProps) {
  const brand = part.brand.displayName || part.brand.brandName;
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
          <PartStatusBadge status={part.status} />
        </div>
        <p className="text-xs text-slate-600">
          {brand} · <span className="font-mono">{part.partNumber}</span>
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
          <div>
            <dt className="inline">Cost </dt>
            <dd className="inline">{formatMoney(part.price.cost)}</dd>
          </div>
          <div className="text-sm text-slate-900">
            <dt className="inline text-xs text-slate-500">Cost with matrix </dt>
            <dd className="inline font-semibold" data-testid="cost-with-matrix">
              {formatMoney(part.priceCostWithMatrix)}
            </dd>
          </div>
        </dl>
        <Button
          size="xs"
          onClick={onSelect}
          disabled={isDisabled}
          aria-label={`Select ${brand} ${part.partNumber}`}
        >
          {isSelecting ? <Spinner /> : null}
          Select
        </Button>
      </div>
    </li>
  );
}
