import type { PublicQuote } from '../api/use-public-quote';
import { JobApprovalCard } from './job-approval-card';

export const APPROVAL_SECTION_ID = 'approve-work';

/** The customer's answers, job by job, on a quote opened from the link the shop sent them. */
export function JobApprovalSection({ quote }: { quote: PublicQuote }) {
  const laborById = new Map(quote.labor_items.map((line) => [line.id, line]));
  const partsById = new Map(quote.part_items.map((line) => [line.id, line]));
  return (
    <section
      id={APPROVAL_SECTION_ID}
      aria-labelledby={`${APPROVAL_SECTION_ID}-title`}
      className="scroll-mt-4 space-y-3"
    >
      <div>
        <h2
          id={`${APPROVAL_SECTION_ID}-title`}
          className="text-xs font-semibold tracking-wider text-slate-500 uppercase"
        >
          Your approval
        </h2>
        <p className="mt-1 text-sm text-slate-600 print:hidden">
          Approve or decline each job; {quote.shop.name} sees your answer right away. You can change it later
          on this page.
        </p>
      </div>
      {quote.jobs.map((job) => (
        <JobApprovalCard
          key={job.key}
          quote={quote}
          job={job}
          labor={job.laborItemIds.flatMap((id) => laborById.get(id) ?? [])}
          parts={job.partItemIds.flatMap((id) => partsById.get(id) ?? [])}
          answer={quote.responses[job.key]}
        />
      ))}
    </section>
  );
}
