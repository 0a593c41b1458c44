import { ShieldCheck } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import type { FullQuote } from '../quote-types';

const KeepHoursDialog = lazy(() =>
  import('./keep-hours-dialog').then((module) => ({ default: module.KeepHoursDialog })),
);

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
      <LoadsWhenOpened open={asking}>
        <KeepHoursDialog open={asking} onOpenChange={setAsking} chosen={chosen} onStart={start} />
      </LoadsWhenOpened>
    </>
  );
}
