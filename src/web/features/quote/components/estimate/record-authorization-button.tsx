import { PenLine } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../../components/common/loads-when-opened';
import { Button } from '../../../../components/ui/button';
import type { FullQuote } from '../../quote-types';

const RecordAuthorizationDialog = lazy(() =>
  import('./record-authorization-dialog').then((module) => ({ default: module.RecordAuthorizationDialog })),
);

/** 'Record authorization'; its dialog loads on the first opening. */
export function RecordAuthorizationButton({ quote }: { quote: FullQuote }) {
  const [open, setOpen] = useState(false);
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
      <LoadsWhenOpened open={open}>
        <RecordAuthorizationDialog quote={quote} open={open} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
