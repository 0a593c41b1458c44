import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import type { FullQuote } from '../quote-types';
import { formatHours } from '../quote-types';

type VerifyAll = { start: (choice: { handHours: 'keep' | 'replace' }) => void; isRunning: boolean };

/**
 * 'Verify all' links every labor line to the labor guide. Lines whose hours the advisor chose
 * (typed new hours, or unlinked) are never set back to the guide's time silently: the advisor is
 * asked first, and keeping them is the default.
 */
export function VerifyAllButton({
  lines,
  verifyAll,
}: {
  lines: FullQuote['quote_labor_items'];
  verifyAll: VerifyAll;
}) {
  const [asking, setAsking] = useState(false);
  const chosen = lines.filter((line) => line.hours_by_hand && !line.guide_labor_item);
  const start = (handHours: 'keep' | 'replace') => {
    setAsking(false);
    verifyAll.start({ handHours });
    if (handHours === 'keep' && chosen.length > 0)
      toast.success(`Kept your hours on ${chosen.length === 1 ? '1 line' : `${chosen.length} lines`}`);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => (chosen.length > 0 ? setAsking(true) : start('keep'))}
        disabled={verifyAll.isRunning || lines.length === 0}
      >
        {verifyAll.isRunning ? <Spinner /> : <ShieldCheck />} Verify all
      </Button>
      <TitledDialog
        open={asking}
        onOpenChange={setAsking}
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
          <Button variant="secondary" onClick={() => start('replace')}>
            Use the guide’s times
          </Button>
          <Button onClick={() => start('keep')}>Keep my hours</Button>
        </DialogFooter>
      </TitledDialog>
    </>
  );
}
