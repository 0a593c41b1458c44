import { ExternalLink } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import { SideSection } from '../components/side-section';
import type { FullQuote } from '../quote-types';
import { JOB_TARGETS } from './job-targets';
import { useJobExports } from './use-create-job';

/** 'Shop system': the repair orders this quote was created on, with links to them. Hidden when none. */
export function ShopSystemJobsSection({ quote }: { quote: FullQuote }) {
  const exports = useJobExports(
    quote.id,
    quote.shop.sms_name === 'TEKMETRIC' || quote.shop.sms_name === 'SHOP_WARE',
  );
  if (!exports.data?.length) return null;
  return (
    <SideSection title="Shop system" count={exports.data.length}>
      <ul className="space-y-2 text-sm">
        {exports.data.map((job) => {
          const labels = JOB_TARGETS[job.system];
          return (
            <li key={`${job.system}-${job.repairOrderId}`}>
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
                {job.system === 'SHOP_WARE_V2' ? 'ShopWare V2' : labels.systemName} ·{' '}
                {formatDateTime(job.createdAt)}
                {job.createdBy ? ` by ${job.createdBy}` : ''}
              </p>
              {job.revision ? <HeldRevision quote={quote} revision={job.revision} /> : null}
            </li>
          );
        })}
      </ul>
    </SideSection>
  );
}

type HeldRevisionProps = { quote: FullQuote; revision: { number: number; totalDue: number } };

/** Which revision the RO holds, and a warning when the quote has moved on since it was written. */
function HeldRevision({ quote, revision }: HeldRevisionProps) {
  const latest = quote.sent_revision?.number ?? revision.number;
  const isBehind = revision.number < latest || quote.changed_since_sent;
  return (
    <p className={isBehind ? 'text-xs text-amber-800' : 'text-xs text-slate-500'}>
      {isBehind
        ? `The RO holds an earlier revision: revision ${revision.number} (${formatMoney(revision.totalDue)}). Update it in the shop system if the customer approves the changes.`
        : `Holds revision ${revision.number} (${formatMoney(revision.totalDue)})`}
    </p>
  );
}
