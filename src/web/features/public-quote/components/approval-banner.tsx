import { ArrowDownIcon, CircleCheckIcon } from 'lucide-react';
import type { PublicQuote } from '../api/use-public-quote';
import { APPROVAL_SECTION_ID } from './job-approval-section';

/** Above the quote: how many jobs still wait for the customer's answer, and a way to them. */
export function ApprovalBanner({ quote }: { quote: PublicQuote }) {
  const waiting = quote.jobs.filter((job) => !quote.responses[job.key]).length;
  if (waiting === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-1.5 text-sm text-green-900 ring-1 ring-green-200">
        <CircleCheckIcon aria-hidden className="size-4 shrink-0 text-green-700" />
        Thank you, {quote.shop.name} has your answers.
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-1.5 text-sm text-slate-800 ring-1 ring-brand-100">
      <span>{waiting === 1 ? 'One job waits' : `${waiting} jobs wait`} for your approval.</span>
      <a
        href={`#${APPROVAL_SECTION_ID}`}
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
      >
        Review and answer <ArrowDownIcon aria-hidden className="size-3.5" />
      </a>
    </p>
  );
}
