import { ExternalLink } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { useQuoteEditable } from '../hooks/quote-editable';
import type { FullQuote } from '../quote-types';
import { JOB_TARGETS } from './job-targets';
import type { RepairOrderJob } from './use-update-job';

type Props = { quote: FullQuote; job: RepairOrderJob; onUpdate: () => void };

const LEFT_OUT = { DECLINED: 'declined', NOT_ANSWERED: 'not answered' } as const;

/** One repair order the quote was written to: its link, what it holds, its writes, and an update due. */
export function ShopSystemJob({ quote, job, onUpdate }: Props) {
  const labels = JOB_TARGETS[job.system];
  const update = job.updateAvailable;
  const isEditable = useQuoteEditable();
  return (
    <li className="space-y-1">
      {job.link ? (
        <a
          href={job.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline"
        >
          View RO #{job.repairOrderNumber} in {labels.linkName} <ExternalLink className="size-3.5" />
        </a>
      ) : (
        <span className="font-medium">RO #{job.repairOrderNumber}</span>
      )}
      <p className="text-xs text-slate-500">
        {job.system === 'SHOP_WARE_V2' ? 'ShopWare V2' : labels.systemName}
        {/* Written more than once, the writes below say when and by whom. */}
        {job.history.length > 1 ? '' : ` · ${formatDateTime(job.createdAt)}`}
        {job.history.length > 1 || !job.createdBy ? '' : ` by ${job.createdBy}`}
      </p>
      {job.revision ? <HeldRevision quote={quote} job={job} /> : null}
      {job.leftOut.length > 0 ? (
        <p className="text-xs text-slate-500">
          Left out: {job.leftOut.map((j) => `${j.name} (${LEFT_OUT[j.reason]})`).join(', ')}
        </p>
      ) : null}
      {job.history.length > 1 ? (
        <ol
          className="space-y-0.5 border-l-2 border-slate-200 pl-2 text-xs text-slate-500"
          aria-label="Writes"
        >
          {job.history.map((write) => (
            <li key={write.createdAt.toString()}>
              {write.kind === 'CREATED' ? 'Created with' : 'Updated to'}{' '}
              {write.revision
                ? `revision ${write.revision.number} (${formatMoney(write.revision.totalDue)})`
                : 'an earlier version'}{' '}
              · {formatDateTime(write.createdAt)}
              {write.createdBy ? ` by ${write.createdBy}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {update ? (
        <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50 px-2.5 py-2 text-xs text-amber-900">
          <p>
            The customer approved revision {update.revision} ({formatMoney(update.totalDue)}). The RO does not
            have it yet.
          </p>
          {isEditable ? (
            <Button size="xs" variant="secondary" onClick={onUpdate}>
              Update job in {labels.systemName}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Which revision the RO holds, and a warning when the quote has moved on since it was written. */
function HeldRevision({ quote, job }: { quote: FullQuote; job: RepairOrderJob }) {
  const revision = job.revision!;
  const latest = quote.sent_revision?.number ?? revision.number;
  // An update offered says what to do; the quote's later changes are the customer's to approve first.
  const isBehind = !job.updateAvailable && (revision.number < latest || quote.changed_since_sent);
  const held = `${job.leftOut.length > 0 ? 'the approved jobs of ' : ''}revision ${revision.number} (${formatMoney(revision.totalDue)})`;
  return (
    <p className={isBehind ? 'text-xs text-amber-800' : 'text-xs text-slate-500'}>
      {isBehind
        ? `The RO holds an earlier revision: ${held}. Update it in the shop system if the customer approves the changes.`
        : `Holds ${held}`}
    </p>
  );
}
