import { Search, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { lineLabel } from '../../../../shared/line-label';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { formatHours, type QuoteLaborItem } from '../quote-types';
import { GuideJobList } from './guide-job-list';
import { usePickBestGuideMatch } from './use-labor-guide';

type LaborGuideSheetProps = {
  quoteId: string;
  /** The labor line the guide is open for; none closes the panel. */
  item: QuoteLaborItem | null;
  onOpenChange: (open: boolean) => void;
};

/** The labor guide beside the quote, for one labor line: search, choose a job, assign an operation. */
export function LaborGuideSheet({ quoteId, item, onOpenChange }: LaborGuideSheetProps) {
  return (
    <Sheet open={item !== null} onOpenChange={onOpenChange}>
      <SheetContent>
        {item ? (
          <LaborGuideContent key={item.id} quoteId={quoteId} item={item} onDone={() => onOpenChange(false)} />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

type LaborGuideContentProps = { quoteId: string; item: QuoteLaborItem; onDone: () => void };

function LaborGuideContent({ quoteId, item, onDone }: LaborGuideContentProps) {
  // The search starts with the line's title (spec §2).
  const [search, setSearch] = useState(item.title);
  const bestMatch = usePickBestGuideMatch(quoteId);
  const guide = item.guide_labor_item;

  return (
    <>
      <SheetHeader>
        <SheetTitle>Labor guide</SheetTitle>
        <SheetDescription>
          For “{lineLabel(item.title)}”. A linked operation’s motor time replaces the line’s hours.
        </SheetDescription>
      </SheetHeader>
      <SheetBody className="space-y-4">
        <section
          aria-label="Linked operation"
          className={cn(
            'rounded-md border px-3 py-2',
            guide ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white',
          )}
        >
          {guide ? (
            <>
              <Badge variant="brand">Linked to this line</Badge>
              <p className="mt-1.5 text-sm font-medium text-slate-900">{guide.name}</p>
              <p className="text-xs text-slate-600">
                {formatHours(guide.motorTime)} h motor time, charged instead of the line’s hours.
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600">
              Not linked to the labor guide yet: the line’s own hours are charged.
            </p>
          )}
        </section>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-sm text-slate-600">Let the guide pick the closest operation.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={bestMatch.isPending}
            onClick={() => bestMatch.mutate({ quoteLaborId: item.id }, { onSuccess: onDone })}
          >
            {bestMatch.isPending ? <Spinner /> : <WandSparkles />} Best match
          </Button>
        </div>
        {bestMatch.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {errorMessage(bestMatch.error)}
          </p>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor="labor-guide-search">Search the labor guide</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="labor-guide-search"
              autoFocus
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <GuideJobList
          quoteId={quoteId}
          search={search}
          laborItemId={item.id}
          linkedGuideItemId={guide?.id ?? null}
          onAssigned={onDone}
        />
      </SheetBody>
    </>
  );
}
