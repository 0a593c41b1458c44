import { Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../../components/common/loads-when-opened';
import { Button } from '../../../../components/ui/button';
import type { FullQuote } from '../../quote-types';

const AddDiscountDialog = lazy(() =>
  import('./add-discount-dialog').then((module) => ({ default: module.AddDiscountDialog })),
);

/** 'Add discount'; its dialog loads on the first opening. */
export function AddDiscountButton({ quote }: { quote: FullQuote }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden /> Add discount
      </Button>
      <LoadsWhenOpened open={open}>
        <AddDiscountDialog quote={quote} open={open} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
