import { Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';

const AddLaborDialog = lazy(() =>
  import('./add-labor-dialog').then((module) => ({ default: module.AddLaborDialog })),
);

/** 'Add labor'; its dialog's code loads on the first opening. */
export function AddLaborButton({ quoteId, defaultRate }: { quoteId: string; defaultRate: number }) {
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
        <Plus /> Add labor
      </Button>
      <LoadsWhenOpened open={open}>
        <AddLaborDialog quoteId={quoteId} defaultRate={defaultRate} open={open} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
