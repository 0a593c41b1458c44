import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { AfterFirstPaint, useArrived } from '../../../lib/use-arrived';
import { QuoteEditable } from '../hooks/quote-editable';
import { ShopSystemJobsSection } from '../job-creation/shop-system-jobs-section';
import { liveEstimate } from '../live-estimate';
import { CustomerResponseSection } from './customer-response-section';
import { AuthorizationsSection } from './estimate/authorizations-section';
import { DiscountsSection } from './estimate/discounts-section';
import { EstimateDetailsSection } from './estimate/estimate-details-section';
import { KnowledgeSections } from './knowledge-sections';
import { LaborSection } from './labor-section';
import { PartsSection } from './parts-section';
import { QuoteActionMenu } from './quote-action-menu';
import { QuoteHeader } from './quote-header';
import { QUOTE_ANCHOR } from './quote-total-bar';
import { QuoteTotalsSummary } from './quote-totals-summary';
import { RelatedJobsList } from './related-jobs-list';
import { RevisionHistorySection } from './revision-history-section';
import { SuggestedItems } from './suggested-items';

type QuotePanelProps = {
  quoteId: string;
  /** Sourcing needs both a selected shop and a selected vehicle (spec §6). */
  canSource: boolean;
  /**
   * False for a version a later follow-up replaced: shown read-only. Undefined while that is not
   * known yet: the panel waits, so an old version never offers its edits for a moment and the
   * newest never shows without them.
   */
  isEditable: boolean | undefined;
};

/**
 * The quote, editable unless a newer version replaced it (then every control that writes hides:
 * see QuoteEditable): header, labor, parts and totals in the main column; the action menu, the
 * suggestions (shown only here, so once) and what the quote was built from in the side column.
 * The panel's own width decides, not the window's: from 44rem (the three quarters of a 1280 px
 * laptop beside an expanded sidebar, with room for a classic scrollbar) the side column sits
 * beside the lines, and where the panel scrolls (md up) it stays in view and scrolls on its own:
 * its reference cards are long in a narrow column and would otherwise set the page's height.
 * Narrower, its cards follow the totals and the action menu moves under the header's total.
 */
export function QuotePanel({ quoteId, canSource, isEditable }: QuotePanelProps) {
  const trpc = useTRPC();
  const query = useQuery(trpc.quote.getQuoteAi.queryOptions({ id: quoteId }));
  const arrived = useArrived(query.isSuccess, true);

  if (query.isPending || (query.isSuccess && !arrived) || isEditable === undefined) {
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
  const estimate = liveEstimate(quote);

  return (
    <QuoteEditable value={isEditable}>
      <article id={QUOTE_ANCHOR} className="@container/quote scroll-mt-24">
        <div className="space-y-6 p-4 @5xl/quote:p-6">
          <QuoteHeader
            quote={quote}
            total={estimate.totalDueCents / 100}
            actions={
              <div className="@min-[44rem]/quote:hidden">
                <QuoteActionMenu quote={quote} />
              </div>
            }
          />
          <div className="grid items-start gap-4 @min-[44rem]/quote:grid-cols-[minmax(0,1fr)_15rem] @4xl/quote:grid-cols-[minmax(0,1fr)_18rem] @5xl/quote:gap-6">
            <div data-testid="quote-lines" className="@container min-w-0 space-y-6">
              <LaborSection quote={quote} />
              <PartsSection quote={quote} canSource={canSource} />
              <QuoteTotalsSummary estimate={estimate} />
              <DiscountsSection quote={quote} />
            </div>
            {/* Its cards lay out when they come near the screen (content-visibility): on a phone they
                sit below the lines, and laying out their 400 elements with the rest was the page's
                longest task after its data arrived. */}
            <div
              data-testid="quote-side"
              className="min-w-0 space-y-3 *:[contain-intrinsic-size:auto_12rem] *:[content-visibility:auto] print:*:[content-visibility:visible] md:@min-[44rem]/quote:sticky md:@min-[44rem]/quote:top-4 md:@min-[44rem]/quote:max-h-[calc(100dvh-3.5rem-1px-2rem)] md:@min-[44rem]/quote:overflow-y-auto"
            >
              <div className="hidden @min-[44rem]/quote:block">
                <QuoteActionMenu quote={quote} />
              </div>
              <AfterFirstPaint>
                <EstimateDetailsSection quote={quote} />
                {/* The customer's answers near the top: what the advisor acts on next. */}
                <CustomerResponseSection quote={quote} />
                <SuggestedItems quoteId={quote.id} labor={suggestedLabor} parts={suggestedParts} />
                <AuthorizationsSection quote={quote} />
                <ShopSystemJobsSection quote={quote} />
                <RevisionHistorySection quote={quote} />
                <RelatedJobsList quoteId={quote.id} related={quote.related_jobs} />
                <KnowledgeSections
                  quote_to_guide_jobs={quote.quote_to_guide_jobs}
                  knowledge_bases={quote.knowledge_bases}
                  app_guidelines={quote.app_guidelines}
                />
              </AfterFirstPaint>
            </div>
          </div>
        </div>
      </article>
    </QuoteEditable>
  );
}
