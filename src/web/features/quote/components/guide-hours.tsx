import { Unlink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatHours } from '../quote-types';

export type GuideHoursProps = {
  /** The guide's motor time the line is charged at. */
  hours: number;
  isUnlinking: boolean;
  /** Why the last 'Unlink' failed. */
  unlinkError?: string;
  onUnlink: () => void;
};

/**
 * The hours of a line linked to the labor guide: its motor time is what is charged, so the hours
 * are not offered for editing (an edit would be ignored); 'Unlink' makes them the line's own again.
 */
export function GuideHours({
  id,
  hours,
  isUnlinking,
  unlinkError,
  onUnlink,
}: GuideHoursProps & { id: string }) {
  return (
    <fieldset data-slot="field" className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Hours</legend>
      <div className="flex flex-col gap-1.5">
        <p id={id} className="text-sm text-slate-900">
          Charged at the labor guide's {formatHours(hours)} h
        </p>
        <Button
          variant="secondary"
          size="xs"
          className="self-start"
          disabled={isUnlinking}
          aria-describedby={id}
          onClick={onUnlink}
        >
          {isUnlinking ? <Spinner /> : <Unlink />} Unlink
        </Button>
        {unlinkError ? (
          <p role="alert" className="text-xs text-red-600">
            {unlinkError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
