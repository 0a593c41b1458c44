import { PackageSearch, PackageX, Pencil, Store } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/trpc';
import { useDeletePartItem, useDeleteSourcedPart, useUpdatePartItem } from '../api/use-quote-edits';
import type { QuotePartItem } from '../quote-types';
import { useFindBestPart } from '../sourcing/use-sourcing';
import { LineActionsMenu } from './line-actions-menu';

const PartItemDialog = lazy(() =>
  import('./part-item-dialog').then((module) => ({ default: module.PartItemDialog })),
);

type PartItemActionsProps = {
  quoteId: string;
  item: QuotePartItem;
  canSource: boolean;
  onOpenSourcing: () => void;
};

/**
 * A part line's actions: edit, sourcing (choose a supplier part, 'Find best match') when a shop and
 * a vehicle are selected, and in a menu removing the sourced part, moving the line back to the
 * suggestions and delete. A failed best match shows in red here (spec §8).
 */
export function PartItemActions({ quoteId, item, canSource, onOpenSourcing }: PartItemActionsProps) {
  const [isEditing, setEditing] = useState(false);
  const bestMatch = useFindBestPart(quoteId);
  const removeSourced = useDeleteSourcedPart(quoteId);
  const update = useUpdatePartItem(quoteId);
  const remove = useDeletePartItem(quoteId);

  return (
    <div className="mt-2">
      <div className="-ml-2 flex flex-wrap items-center gap-0.5">
        <Button variant="quiet" size="xs" onClick={() => setEditing(true)}>
          <Pencil /> Edit
        </Button>
        {canSource ? (
          <Button variant="quiet" size="xs" onClick={onOpenSourcing}>
            <Store /> {item.sourced_part ? 'Change part' : 'Source part'}
          </Button>
        ) : null}
        {/* The menu stays beside the last button when the row wraps, never alone on a line. */}
        <span className="flex items-center gap-0.5">
          {canSource ? (
            <Button
              variant="quiet"
              size="xs"
              disabled={bestMatch.isPending}
              onClick={() => bestMatch.mutate({ quotePartItemId: item.id })}
            >
              {bestMatch.isPending ? <Spinner /> : <PackageSearch />} Find best match
            </Button>
          ) : null}
          <LineActionsMenu
            name={item.name}
            onMoveToSuggested={() => update.mutate({ id: item.id, isSuggested: true })}
            onDelete={() => remove.mutate({ id: item.id })}
          >
            {item.sourced_part ? (
              <DropdownMenuItem onSelect={() => removeSourced.mutate({ id: item.id })}>
                <PackageX /> Remove sourced part
              </DropdownMenuItem>
            ) : null}
          </LineActionsMenu>
        </span>
      </div>
      {bestMatch.isError ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {errorMessage(bestMatch.error)}
        </p>
      ) : null}
      <LoadsWhenOpened open={isEditing}>
        <PartItemDialog quoteId={quoteId} item={item} open={isEditing} onOpenChange={setEditing} />
      </LoadsWhenOpened>
    </div>
  );
}
