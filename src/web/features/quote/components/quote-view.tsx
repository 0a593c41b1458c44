import { useQuery } from '@tanstack/react-query';
import { quoteTotals } from '../../../../shared/quote-totals';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { KnowledgeSections } from './knowledge-sections';
import { LaborItemsTable } from './labor-items-table';
import { PartItemsTable } from './part-items-table';
import { QuoteHeader } from './quote-header';
import { QuoteTotalsSummary } from './quote-totals-summary';
import { RelatedJobsList } from './related-jobs-list';
import { SuggestedItems } from './suggested-items';

/** The quote, read-only: its lines and totals, with what it was built from beside them. */
export function QuoteView({ quoteId }: { quoteId: string }) {
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
  const labor = quote.quote_labor_items.filter((item) => !item.is_suggested);
  const parts = quote.quote_part_items.filter((item) => !item.is_suggested);
  const totals = quoteTotals(quote);

  return (
    <article className="@container space-y-6 p-4 lg:p-6">
      <QuoteHeader quote={quote} total={totals.total} />
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader className="@max-lg:px-4">
              <CardTitle>Labor</CardTitle>
            </CardHeader>
            <CardContent className="pt-3 @max-lg:px-4">
              <LaborItemsTable items={labor} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="@max-lg:px-4">
              <CardTitle>Parts</CardTitle>
            </CardHeader>
            <CardContent className="pt-3 @max-lg:px-4">
              <PartItemsTable items={parts} />
            </CardContent>
          </Card>
          <QuoteTotalsSummary totals={totals} />
        </div>
        <div className="min-w-0 space-y-3">
          <SuggestedItems
            labor={quote.quote_labor_items.filter((item) => item.is_suggested)}
            parts={quote.quote_part_items.filter((item) => item.is_suggested)}
          />
          <RelatedJobsList related={quote.related_jobs} />
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
