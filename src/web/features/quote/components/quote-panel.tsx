import { useQuery } from '@tanstack/react-query';
import { quoteTotals } from '../../../../shared/quote-totals';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { ShopSystemJobsSection } from '../job-creation/shop-system-jobs-section';
import { CustomerResponseSection } from './customer-response-section';
import { KnowledgeSections } from './knowledge-sections';
import { LaborSection } from './labor-section';
import { PartsSection } from './parts-section';
import { QuoteActionMenu } from './quote-action-menu';
import { QuoteHeader } from './quote-header';
import { QuoteTotalsSummary } from './quote-totals-summary';
import { RelatedJobsList } from './related-jobs-list';
import { RevisionHistorySection } from './revision-history-section';
import { SuggestedItems } from './suggested-items';
import { SuggestedLaborCard } from './suggested-labor-card';

type QuotePanelProps = {
  quoteId: string;
  /** Sourcing needs both a selected shop and a selected vehicle (spec §6). */
  canSource: boolean;
};

/**
 * The quote, editable: header, labor, parts and totals in the main column; the action menu and
 * what the quote was built from in the side column. Without room for a side column its cards
 * follow the lines and the action menu moves under the header's total.
 */
export function QuotePanel({ quoteId, canSource }: QuotePanelProps) {
  const trpc = useTRPC();
  const query = useQuery(trpc.quote.getQuoteAi.queryOptions({ id: quoteId }));

  if (query.isPending) {
    return (
      <div className="space-y-6 p-4 lg:p-6" role="status" aria-label="Loading quote">
        <div className="space-y-2">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="h-48" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-4 lg:p-6">
        <Alert>Error: {errorMessage(query.error)}</Alert>
      </div>
    );
  }

  const quote = query.data;
  const suggestedLabor = quote.quote_labor_items.filter((item) => item.is_suggested);
  const suggestedParts = quote.quote_part_items.filter((item) => item.is_suggested);
  const totals = quoteTotals(quote);

  return (
    <article className="@container space-y-6 p-4 lg:p-6">
      <QuoteHeader
        quote={quote}
        total={totals.total}
        actions={
          <div className="@3xl:hidden">
            <QuoteActionMenu quote={quote} />
          </div>
        }
      />
      <div className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_18rem] @3xl:grid-rows-[auto_1fr]">
        <div className="hidden @3xl:col-start-2 @3xl:row-start-1 @3xl:block">
          <QuoteActionMenu quote={quote} />
        </div>
        <div className="min-w-0 space-y-6 @3xl:col-start-1 @3xl:row-span-2 @3xl:row-start-1">
          <LaborSection quote={quote} />
          <PartsSection quote={quote} canSource={canSource} />
          <QuoteTotalsSummary totals={totals} />
          <SuggestedLaborCard quoteId={quote.id} items={suggestedLabor} />
        </div>
        <div className="min-w-0 space-y-3 @3xl:col-start-2 @3xl:row-start-2">
          <CustomerResponseSection quote={quote} />
          <ShopSystemJobsSection quote={quote} />
          <RevisionHistorySection quote={quote} />
          <SuggestedItems quoteId={quote.id} labor={suggestedLabor} parts={suggestedParts} />
          <RelatedJobsList quoteId={quote.id} related={quote.related_jobs} />
          <KnowledgeSections
            quote_to_guide_jobs={quote.quote_to_guide_jobs}
            knowledge_bases={quote.knowledge_bases}
            app_guidelines={quote.app_guidelines}
          />
        </div>
      </div>
    </article>
  );
}
