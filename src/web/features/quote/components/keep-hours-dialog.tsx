import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import type { FullQuote } from '../quote-types';
import { formatHours } from '../quote-types';

type KeepHoursDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lines whose hours the advisor set. */
  chosen: FullQuote['quote_labor_items'];
  onStart: (handHours: 'keep' | 'replace') => void;
};

/** Verify all's question before it links lines whose hours the advisor set: keep them, or the guide's. */
export function KeepHoursDialog({ open, onOpenChange, chosen, onStart }: KeepHoursDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keep the hours you set?"
      description="Verify all links each labor line to the labor guide and charges the guide’s time. You set the hours of these lines yourself:"
    >
      <ul className="space-y-1 text-sm text-slate-700">
        {chosen.map((line) => (
          <li key={line.id} className="flex justify-between gap-4">
            <span className="min-w-0">{line.title}</span>
            <span className="shrink-0 tabular-nums">{formatHours(line.hours)} h</span>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button variant="secondary" onClick={() => onStart('replace')}>
          Use the guide’s times
        </Button>
        <Button onClick={() => onStart('keep')}>Keep my hours</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
