import { formatMoney } from '../../../../shared/format';
import type { JobUpdate } from './use-update-job';

type Job = { key: string; name: string; total: number };

/**
 * The jobs the customer approved on a revision, which are what goes to the repair order, and
 * the jobs left out, by name: declined ones and ones not answered.
 */
export function ApprovedWork({ work }: { work: JobUpdate }) {
  const declined = work.leftOut.filter((job) => job.reason === 'DECLINED');
  const notAnswered = work.leftOut.filter((job) => job.reason === 'NOT_ANSWERED');
  return (
    <div className="space-y-3 text-sm">
      <ul
        className="divide-y divide-slate-100 rounded-md border border-slate-200"
        aria-label={`Approved on revision ${work.revision}`}
      >
        {work.approvedJobs.map((job) => (
          <li key={job.key} className="flex justify-between gap-4 px-3 py-1.5">
            <span className="min-w-0 truncate">{job.name}</span>
            <span className="tabular-nums text-slate-600">{formatMoney(job.total)}</span>
          </li>
        ))}
        {work.approvedJobs.length === 0 ? (
          <li className="px-3 py-1.5 text-slate-500">
            The customer approved no job on revision {work.revision}.
          </li>
        ) : (
          <li className="flex justify-between gap-4 bg-slate-50 px-3 py-1.5 font-medium">
            <span>Total due with fees, discounts and tax</span>
            <span className="tabular-nums">{formatMoney(work.totalDue)}</span>
          </li>
        )}
      </ul>
      <LeftOut title="Left out: declined by the customer" jobs={declined} />
      <LeftOut title="Left out: not answered" jobs={notAnswered} />
    </div>
  );
}

function LeftOut({ title, jobs }: { title: string; jobs: Job[] }) {
  if (jobs.length === 0) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700">
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {jobs.map((job) => (
          <li key={job.key}>
            {job.name} <span className="tabular-nums text-slate-500">({formatMoney(job.total)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
