import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useVerifyAllLabor } from '../api/use-background-work';
import { useQuoteEditable } from '../hooks/quote-editable';
import type { FullQuote } from '../quote-types';
import { AddLaborButton } from './add-labor-button';
import { BackgroundStatus } from './background-status';
import { LaborItemsTable } from './labor-items-table';
import { VerifyAllButton } from './verify-all-button';

const LaborGuideSheet = lazy(() =>
  import('../labor-guide/labor-guide-sheet').then((module) => ({ default: module.LaborGuideSheet })),
);

/** The quote's labor lines with their editing, the labor guide and verify-all. */
export function LaborSection({ quote }: { quote: FullQuote }) {
  const verifyAll = useVerifyAllLabor(quote);
  const isEditable = useQuoteEditable();
  const [guideItemId, setGuideItemId] = useState<string | null>(null);
  const items = quote.quote_labor_items.filter((item) => !item.is_suggested);
  const guideItem = items.find((item) => item.id === guideItemId) ?? null;

  return (
    <Card role="region" aria-labelledby="labor-section-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0 @max-lg:px-4">
        <CardTitle id="labor-section-title" tabIndex={-1} className="outline-none">
          Labor
        </CardTitle>
        {isEditable ? (
          <div className="flex flex-wrap gap-2">
            <VerifyAllButton lines={items} verifyAll={verifyAll} />
            <AddLaborButton quoteId={quote.id} defaultRate={quote.shop.standard_labor_rate ?? 0} />
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3 pt-3 @max-lg:px-4">
        <BackgroundStatus
          isRunning={verifyAll.isRunning}
          runningText="Verifying labor…"
          error={verifyAll.error}
        />
        <LaborItemsTable quoteId={quote.id} items={items} onOpenGuide={setGuideItemId} />
      </CardContent>
      <LoadsWhenOpened open={guideItem !== null}>
        <LaborGuideSheet
          quoteId={quote.id}
          item={guideItem}
          onOpenChange={(open) => (open ? undefined : setGuideItemId(null))}
        />
      </LoadsWhenOpened>
    </Card>
  );
}
