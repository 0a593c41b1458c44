import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useHasOpened } from '../../../../lib/use-has-opened';
import type { FullQuote } from '../../quote-types';

const EstimateDetailsDialog = lazy(() =>
  import('./estimate-details-dialog').then((module) => ({ default: module.EstimateDetailsDialog })),
);

/** The 'Edit' button of the estimate card; its 'Estimate details' dialog loads on the first opening. */
export function EstimateDetailsButton({ quote }: { quote: FullQuote }) {
  const [open, setOpen] = useState(false);
  const hasOpened = useHasOpened(open);
  return (
    <>
      <Button
        variant="secondary"
        size="xs"
        aria-label="Edit estimate details"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden /> Edit
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <EstimateDetailsDialog quote={quote} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
