import { formatMoney } from '../../../../shared/format';
import { laborLineTotal, networkJobTotals, partLineTotal } from '../../../../shared/network-job-totals';
import { readableTitle } from '../../../../shared/readable-title';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { useMoveRelatedLabor, useMoveRelatedPart } from '../api/use-related-items';
import { type FullQuote, formatHours, formatQuantity } from '../quote-types';
import { AddToQuoteButton } from './add-to-quote-button';

type RelatedJob = FullQuote['related_jobs'][number]['job'];

/** A related job: title, vehicle and total; opened, its lines (each can be added) and totals. */
export function RelatedJobCard({ quoteId, job }: { quoteId: string; job: RelatedJob }) {
  const moveLabor = useMoveRelatedLabor(quoteId);
  const movePart = useMoveRelatedPart(quoteId);
  const totals = networkJobTotals(job);
  // Shops type titles their own way ('Frt Brake Pads & Rotors R&R'): the card leads with the guide
  // job's name or the spelled-out title, and keeps the typed one beneath it.
  const title = job.guide_job_name ?? readableTitle(job.title);
  return (
    <li>
      <Collapsible>
        <CollapsibleTrigger className="items-start font-normal">
          {/* The title has the card's whole width; in a narrow side column a total beside it would
              squeeze it to a word a line. */}
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900">{title}</span>
            {title === job.title ? null : (
              <span className="block text-xs text-slate-500">
                <span className="sr-only">As the shop wrote it: </span>“{job.title}”
              </span>
            )}
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-xs text-slate-500">
                {job.vehicle.make} {job.vehicle.model} {job.vehicle.model_year}
              </span>
              <span className="ml-auto font-medium tabular-nums">{formatMoney(totals.total)}</span>
            </span>
          </span>
        </CollapsibleTrigger>
        <CollapsibleContent className="space-y-3 text-sm">
          {job.labor_items.length > 0 ? (
            <ul aria-label="Labor items" className="space-y-2">
              {job.labor_items.map((line) => (
                <li key={line.id} className="space-y-1">
                  <p className="text-slate-900">{line.description}</p>
                  <p className="flex items-baseline justify-between gap-3 text-xs text-slate-600 tabular-nums">
                    <span>
                      {formatHours(line.hours)} h × {formatMoney(line.rate)}/h
                    </span>
                    <span className="font-medium text-slate-900">{formatMoney(laborLineTotal(line))}</span>
                  </p>
                  <AddToQuoteButton
                    isPending={moveLabor.isPending && moveLabor.variables?.laborItemId === line.id}
                    onClick={() => moveLabor.mutate({ laborItemId: line.id, quoteId })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {job.part_items.length > 0 ? (
            <ul aria-label="Part items" className="space-y-2 border-t border-slate-100 pt-3">
              {job.part_items.map((line) => (
                <li key={line.id} className="space-y-1">
                  <p className="text-slate-900">{line.name}</p>
                  <p className="flex items-baseline justify-between gap-3 text-xs text-slate-600 tabular-nums">
                    <span>
                      {formatQuantity(line.quantity)} × {formatMoney(line.retail)}
                    </span>
                    <span className="font-medium text-slate-900">{formatMoney(partLineTotal(line))}</span>
                  </p>
                  <AddToQuoteButton
                    isPending={movePart.isPending && movePart.variables?.partItemId === line.id}
                    onClick={() => movePart.mutate({ partItemId: line.id, quoteId })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="space-y-0.5 border-t border-slate-100 pt-2 text-xs tabular-nums">
            <div className="flex justify-between">
              <dt className="text-slate-600">Total Labor</dt>
              <dd>{formatMoney(totals.labor)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">Total Parts</dt>
              <dd>{formatMoney(totals.parts)}</dd>
            </div>
            <div className="flex justify-between text-sm font-semibold text-slate-900">
              <dt>Job Total</dt>
              <dd>{formatMoney(totals.total)}</dd>
            </div>
          </dl>
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}
