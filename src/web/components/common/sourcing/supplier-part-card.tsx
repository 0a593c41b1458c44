import { Store } from 'lucide-react';
import { formatMoney } from '../../../../shared/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PartAvailabilityBadge } from './part-availability-badge';
import type { SupplierPart } from './use-supplier-parts';

/** What the line will charge once this part is chosen, as the screen prices it. */
export type LinePrice = { label: string; amount: number };

type SupplierPartCardProps = {
  part: SupplierPart;
  linePrice: LinePrice;
  /** This part is being linked to the line. */
  isSelecting?: boolean;
  isDisabled?: boolean;
  onSelect: () => void;
};

/**
 * One supplier part as an advisor compares them: name, availability and whether the line has it
 * now, brand and part number, the store and the stock at the shop's stores of the supplier, notes,
 * the shop's cost and list price, and the price the line will charge.
 */
export function SupplierPartCard({
  part,
  linePrice,
  isSelecting,
  isDisabled,
  onSelect,
}: SupplierPartCardProps) {
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
          <PartAvailabilityBadge status={part.status} />
          {part.isCurrent ? (
            <Badge variant="brand" className="px-2 py-0">
              On this line
            </Badge>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">
          <span className="font-medium text-slate-800">{brand}</span> ·{' '}
          <span className="font-mono">{part.partNumber}</span>
        </p>
        {part.store.name ? (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Store className="size-3.5 shrink-0 text-slate-400" aria-hidden />
            <span className="sr-only">Store: </span>
            {part.store.name}
          </p>
        ) : null}
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
          <div>
            <dt className="inline">List </dt>
            <dd className="inline">{formatMoney(part.price.list)}</dd>
          </div>
          <div className="text-sm text-slate-900">
            <dt className="inline text-xs text-slate-500">{linePrice.label} </dt>
            <dd className="inline font-semibold" data-testid="line-price">
              {formatMoney(linePrice.amount)}
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
