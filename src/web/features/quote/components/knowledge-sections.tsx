import { formatMoney } from '../../../../shared/format';
import { type FullQuote, formatHours, formatQuantity } from '../quote-types';
import { SideSection } from './side-section';

type KnowledgeSectionsProps = Pick<FullQuote, 'quote_to_guide_jobs' | 'knowledge_bases' | 'app_guidelines'>;

/** The labor-guide jobs, shop knowledge and app guidelines the quote was built with. */
export function KnowledgeSections({
  quote_to_guide_jobs,
  knowledge_bases,
  app_guidelines,
}: KnowledgeSectionsProps) {
  return (
    <>
      <SideSection title="Guide Jobs" count={quote_to_guide_jobs.length} emptyText="No guide jobs found">
        <ul className="space-y-4 text-sm">
          {quote_to_guide_jobs.map(({ guide_job }) => (
            <li key={guide_job.id} className="space-y-1.5">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-slate-900">{guide_job.name}</span>
                <span className="shrink-0 font-mono text-xs text-slate-500">{guide_job.smartJobId}</span>
              </p>
              {guide_job.guide_labor_items.length > 0 ? (
                <ul aria-label={`Labor of ${guide_job.name}`} className="space-y-0.5 text-xs text-slate-600">
                  {guide_job.guide_labor_items.map((labor) => (
                    <li key={labor.id} className="flex justify-between gap-3">
                      <span>{labor.name}</span>
                      <span className="shrink-0 tabular-nums">{formatHours(labor.motorTime)} h</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {guide_job.guide_part_items.length > 0 ? (
                <ul aria-label={`Parts of ${guide_job.name}`} className="space-y-0.5 text-xs text-slate-600">
                  {guide_job.guide_part_items.map((part) => (
                    <li key={part.id} className="flex justify-between gap-3">
                      <span>{part.name}</span>
                      <span className="shrink-0 tabular-nums">
                        {formatQuantity(part.quantity)} × {formatMoney(part.retail)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </SideSection>
      <SideSection
        title="Knowledge Base (Shop level)"
        count={knowledge_bases.length}
        emptyText="No knowledge base entries found"
      >
        <DescribedList entries={knowledge_bases} />
      </SideSection>
      <SideSection
        title="Guidelines (App level)"
        count={app_guidelines.length}
        emptyText="No guidelines found"
      >
        <DescribedList entries={app_guidelines} />
      </SideSection>
    </>
  );
}

type DescribedEntry = { id: string; title: string; description: string };

function DescribedList({ entries }: { entries: DescribedEntry[] }) {
  return (
    <ul className="space-y-3 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="font-medium text-slate-900">{entry.title}</p>
          <dl className="mt-0.5">
            <dt className="text-xs font-medium text-slate-500">Description</dt>
            <dd className="text-slate-600">{entry.description}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
