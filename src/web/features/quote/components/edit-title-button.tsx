import { Pencil } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';

const EditTitleDialog = lazy(() =>
  import('./edit-title-dialog').then((module) => ({ default: module.EditTitleDialog })),
);

/** The pencil beside the quote title; its dialog's code loads on the first opening. */
export function EditTitleButton({ quoteId, title }: { quoteId: string; title: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="mt-0.5 size-8 shrink-0 text-slate-500"
        aria-label="Edit title"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <Pencil />
      </Button>
      <LoadsWhenOpened open={isOpen}>
        <EditTitleDialog quoteId={quoteId} title={title} open={isOpen} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
