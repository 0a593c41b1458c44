import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useHasOpened } from '../../../lib/use-has-opened';

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
  const hasOpened = useHasOpened(open);
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
      {hasOpened ? (
        <Suspense fallback={null}>
          <MarkDeclinedDialog quoteId={quoteId} job={job} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
