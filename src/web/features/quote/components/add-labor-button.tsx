import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useHasOpened } from '../../../lib/use-has-opened';

const AddLaborDialog = lazy(() =>
  import('./add-labor-dialog').then((module) => ({ default: module.AddLaborDialog })),
);

/** 'Add labor'; its dialog's code loads on the first opening. */
export function AddLaborButton({ quoteId, defaultRate }: { quoteId: string; defaultRate: number }) {
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
        <Plus /> Add labor
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AddLaborDialog quoteId={quoteId} defaultRate={defaultRate} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
