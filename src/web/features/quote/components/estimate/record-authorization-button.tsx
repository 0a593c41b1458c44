import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useHasOpened } from '../../../../lib/use-has-opened';
import type { FullQuote } from '../../quote-types';

const RecordAuthorizationDialog = lazy(() =>
  import('./record-authorization-dialog').then((module) => ({ default: module.RecordAuthorizationDialog })),
);

/** 'Record authorization'; its dialog loads on the first opening. */
export function RecordAuthorizationButton({ quote }: { quote: FullQuote }) {
  const [open, setOpen] = useState(false);
  const hasOpened = useHasOpened(open);
  return (
    <>
      <Button
        variant="secondary"
        size="xs"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <PenLine aria-hidden /> Record authorization
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <RecordAuthorizationDialog quote={quote} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
