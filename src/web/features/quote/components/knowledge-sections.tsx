import type { FullQuote } from '../quote-types';
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
        <ul className="space-y-1.5 text-sm">
          {quote_to_guide_jobs.map(({ guide_job }) => (
            <li key={guide_job.id} className="flex items-baseline justify-between gap-3">
              <span className="text-slate-900">{guide_job.name}</span>
              <span className="shrink-0 font-mono text-xs text-slate-500">{guide_job.smartJobId}</span>
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
          <p className="mt-0.5 text-slate-600">{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}
