import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';

const MarkDeclinedDialog = lazy(() =>
  import('./mark-declined-dialog').then((module) => ({ default: module.MarkDeclinedDialog })),
);

type MarkDeclinedButtonProps = { quoteId: string; job: { key: string; name: string } };

/**
 * 'Mark declined' on a job the customer has not answered online; its dialog (the advisor records
 * that they declined it, and why) loads on the first opening.
 */
export function MarkDeclinedButton({ quoteId, job }: MarkDeclinedButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="xs"
        aria-label={`Mark declined: ${job.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Mark declined
      </Button>
      <LoadsWhenOpened open={open}>
        <MarkDeclinedDialog quoteId={quoteId} job={job} open={open} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
