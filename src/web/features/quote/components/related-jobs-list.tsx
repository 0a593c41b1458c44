import { formatMoney } from '../../../../shared/format';
import { networkJobTotals } from '../../../../shared/network-job-totals';
import type { FullQuote } from '../quote-types';
import { SideSection } from './side-section';

/** The past network jobs the quote was built from: title, vehicle and job total. */
export function RelatedJobsList({ related }: { related: FullQuote['related_jobs'] }) {
  return (
    <SideSection title="Related Jobs" count={related.length} emptyText="No related jobs found">
      <ul className="divide-y divide-slate-100">
        {related.map(({ job }) => (
          <li
            key={job.id}
            className="flex items-baseline justify-between gap-3 py-2 text-sm first:pt-0 last:pb-0"
          >
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{job.title}</span>
              <span className="block text-xs text-slate-500">
                {job.vehicle.make} {job.vehicle.model} {job.vehicle.model_year}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {formatMoney(networkJobTotals(job).total)}
            </span>
          </li>
        ))}
      </ul>
    </SideSection>
  );
}
