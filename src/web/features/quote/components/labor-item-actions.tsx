import { BookOpen, Pencil, Sparkles, Undo2, WandSparkles } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/trpc';
import { useDeleteLaborItem, usePolishLaborDescription, useUpdateLaborItem } from '../api/use-quote-edits';
import { usePickBestGuideMatch, useUnassignGuide } from '../labor-guide/use-labor-guide';
import type { QuoteLaborItem } from '../quote-types';
import { LineActionsMenu } from './line-actions-menu';

const EditLaborDialog = lazy(() =>
  import('./edit-labor-dialog').then((module) => ({ default: module.EditLaborDialog })),
);

type LaborItemActionsProps = { quoteId: string; item: QuoteLaborItem; onOpenGuide: () => void };

/**
 * A labor line's actions: edit, the labor guide, best match or undo link, and in a menu
 * 'Polish description', moving it back to the suggestions and delete. Guide link failures are
 * shown in red here (spec §8); edit failures are not.
 */
export function LaborItemActions({ quoteId, item, onOpenGuide }: LaborItemActionsProps) {
  const [isEditing, setEditing] = useState(false);
  const bestMatch = usePickBestGuideMatch(quoteId);
  const unassign = useUnassignGuide(quoteId);
  const polish = usePolishLaborDescription(quoteId);
  const update = useUpdateLaborItem(quoteId);
  const remove = useDeleteLaborItem(quoteId);
  const linkError = bestMatch.error ?? unassign.error;
  const isLinking = bestMatch.isPending || unassign.isPending;

  return (
    <div className="mt-2">
      <div className="-ml-2 flex flex-wrap items-center gap-0.5">
        <Button variant="quiet" size="xs" onClick={() => setEditing(true)}>
          <Pencil /> Edit
        </Button>
        <Button variant="quiet" size="xs" onClick={onOpenGuide}>
          <BookOpen /> Labor guide
        </Button>
        {/* The menu stays beside the last button when the row wraps, never alone on a line. */}
        <span className="flex items-center gap-0.5">
          {item.guide_labor_item ? (
            <Button
              variant="quiet"
              size="xs"
              disabled={isLinking}
              onClick={() => {
                bestMatch.reset();
                unassign.mutate({ quoteLaborId: item.id });
              }}
            >
              {unassign.isPending ? <Spinner /> : <Undo2 />} Undo link
            </Button>
          ) : (
            <Button
              variant="quiet"
              size="xs"
              disabled={isLinking}
              onClick={() => {
                unassign.reset();
                bestMatch.mutate({ quoteLaborId: item.id });
              }}
            >
              {bestMatch.isPending ? <Spinner /> : <WandSparkles />} Best match
            </Button>
          )}
          <LineActionsMenu
            name={item.title}
            onMoveToSuggested={() => update.mutate({ id: item.id, isSuggested: true })}
            onDelete={() => remove.mutate({ id: item.id })}
          >
            <DropdownMenuItem disabled={polish.isPending} onSelect={() => polish.mutate({ id: item.id })}>
              <Sparkles /> Polish description
            </DropdownMenuItem>
          </LineActionsMenu>
        </span>
      </div>
      {polish.isPending ? (
        <p role="status" className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
          <Spinner className="size-3" /> Polishing description…
        </p>
      ) : null}
      {linkError ? (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {errorMessage(linkError)}
        </p>
      ) : null}
      <LoadsWhenOpened open={isEditing}>
        <EditLaborDialog quoteId={quoteId} item={item} open={isEditing} onOpenChange={setEditing} />
      </LoadsWhenOpened>
    </div>
  );
}
