import { Pencil } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../../components/common/loads-when-opened';
import { Button } from '../../../../components/ui/button';
import type { FullQuote } from '../../quote-types';

const EstimateDetailsDialog = lazy(() =>
  import('./estimate-details-dialog').then((module) => ({ default: module.EstimateDetailsDialog })),
);

/** The 'Edit' button of the estimate card; its 'Estimate details' dialog loads on the first opening. */
export function EstimateDetailsButton({ quote }: { quote: FullQuote }) {
  const [open, setOpen] = useState(false);
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
      <LoadsWhenOpened open={open}>
        <EstimateDetailsDialog quote={quote} open={open} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
