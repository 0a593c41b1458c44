import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useHasOpened } from '../../../../lib/use-has-opened';
import type { FullQuote } from '../../quote-types';

const AddDiscountDialog = lazy(() =>
  import('./add-discount-dialog').then((module) => ({ default: module.AddDiscountDialog })),
);

/** 'Add discount'; its dialog loads on the first opening. */
export function AddDiscountButton({ quote }: { quote: FullQuote }) {
  const [open, setOpen] = useState(false);
  const hasOpened = useHasOpened(open);
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
      {hasOpened ? (
        <Suspense fallback={null}>
          <AddDiscountDialog quote={quote} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
