import { PackageSearch, Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSourceAllParts } from '../api/use-background-work';
import { useQuoteEditable } from '../hooks/quote-editable';
import type { FullQuote } from '../quote-types';
import { BackgroundStatus } from './background-status';
import { PartItemsTable } from './part-items-table';

const PartItemDialog = lazy(() =>
  import('./part-item-dialog').then((module) => ({ default: module.PartItemDialog })),
);
const SourcedPartSheet = lazy(() =>
  import('../sourcing/sourced-part-sheet').then((module) => ({ default: module.SourcedPartSheet })),
);

type PartsSectionProps = { quote: FullQuote; canSource: boolean };

/** The quote's part lines with their editing and, with a shop and a vehicle selected, sourcing. */
export function PartsSection({ quote, canSource }: PartsSectionProps) {
  const sourceAll = useSourceAllParts(quote);
  const isEditable = useQuoteEditable();
  const [isAdding, setAdding] = useState(false);
  const [sourcingItemId, setSourcingItemId] = useState<string | null>(null);
  const items = quote.quote_part_items.filter((item) => !item.is_suggested);
  const sourcingItem = items.find((item) => item.id === sourcingItemId) ?? null;

  return (
    <Card role="region" aria-labelledby="parts-section-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0 @max-lg:px-4">
        <CardTitle id="parts-section-title" tabIndex={-1} className="outline-none">
          Parts
        </CardTitle>
        {isEditable ? (
          <div className="flex flex-wrap gap-2">
            {canSource ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => sourceAll.start()}
                disabled={sourceAll.isRunning || items.length === 0}
              >
                {sourceAll.isRunning ? <Spinner /> : <PackageSearch />} Find best match for all parts
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
              <Plus /> Add part
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3 pt-3 @max-lg:px-4">
        <BackgroundStatus
          isRunning={sourceAll.isRunning}
          runningText="Finding the best supplier parts…"
          error={sourceAll.error}
        />
        <PartItemsTable
          quoteId={quote.id}
          items={items}
          canSource={canSource}
          onOpenSourcing={setSourcingItemId}
        />
      </CardContent>
      <LoadsWhenOpened open={isAdding}>
        <PartItemDialog quoteId={quote.id} open={isAdding} onOpenChange={setAdding} />
      </LoadsWhenOpened>
      {canSource ? (
        <LoadsWhenOpened open={sourcingItem !== null}>
          <SourcedPartSheet
            quoteId={quote.id}
            shopId={quote.shop.id}
            item={sourcingItem}
            onOpenChange={(open) => (open ? undefined : setSourcingItemId(null))}
          />
        </LoadsWhenOpened>
      ) : null}
    </Card>
  );
}
