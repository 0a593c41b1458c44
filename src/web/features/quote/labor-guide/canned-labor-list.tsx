import { readableTitle } from '../../../../shared/readable-title';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { formatHours } from '../quote-types';
import { useAssignGuide, useCannedLaborItems } from './use-labor-guide';

type CannedLaborListProps = {
  quoteId: string;
  smartJobId: string;
  jobName: string;
  laborItemId: string;
  linkedGuideItemId: string | null;
  onAssigned: () => void;
};

/** A guide job's canned labor operations with the motor time for the quote's vehicle, to assign. */
export function CannedLaborList({
  quoteId,
  smartJobId,
  jobName,
  laborItemId,
  linkedGuideItemId,
  onAssigned,
}: CannedLaborListProps) {
  const canned = useCannedLaborItems(smartJobId, quoteId);
  const assign = useAssignGuide(quoteId);

  return (
    <div className="space-y-2 bg-slate-50 px-3 py-3">
      {canned.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading labor items">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : canned.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(canned.error)}
        </p>
      ) : canned.data.length === 0 ? (
        <p className="text-sm text-slate-500">No labor items found</p>
      ) : (
        <ul aria-label={`Labor items of ${jobName}`} className="space-y-1.5">
          {canned.data.map((labor) => (
            <li
              key={labor.id}
              className={cn(
                'flex items-center justify-between gap-3 rounded-md border px-3 py-2',
                labor.id === linkedGuideItemId ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white',
              )}
            >
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">{labor.name}</span>
                {/* The guide's operation types are shop shorthand ('R&R'): spelled out here. */}
                <span className="block text-xs text-slate-500">
                  {readableTitle(labor.operation)}
                  {labor.section ? ` · ${labor.section}` : ''}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-3">
                <span className="text-sm font-medium text-slate-900 tabular-nums">
                  {formatHours(labor.motorTime)} h
                </span>
                {labor.id === linkedGuideItemId ? (
                  <Badge variant="brand">Linked to this line</Badge>
                ) : (
                  <Button
                    size="xs"
                    aria-label={`Assign ${labor.name}`}
                    disabled={assign.isPending}
                    onClick={() =>
                      assign.mutate(
                        { quoteLaborItemId: laborItemId, cannedLaborItem: labor },
                        { onSuccess: onAssigned },
                      )
                    }
                  >
                    {assign.isPending && assign.variables?.cannedLaborItem.id === labor.id ? (
                      <Spinner />
                    ) : null}
                    Assign
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {assign.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(assign.error)}
        </p>
      ) : null}
    </div>
  );
}
