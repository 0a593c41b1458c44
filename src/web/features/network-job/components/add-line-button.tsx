import { Check, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

type AddLineButtonProps = {
  /** What the line is called, for the button's name: 'Add {label} to the job'. */
  label: string;
  isAdded: boolean;
  onAdd: () => void;
};

/** A past line's 'Add'; once the line is in the job it reads 'Added' and does nothing. */
export function AddLineButton({ label, isAdded, onAdd }: AddLineButtonProps) {
  return (
    <Button
      variant={isAdded ? 'ghost' : 'secondary'}
      size="xs"
      aria-label={`Add ${label} to the job`}
      aria-disabled={isAdded || undefined}
      title={isAdded ? 'Already in the job' : undefined}
      data-added={isAdded || undefined}
      className={cn(
        'min-w-[4.5rem] justify-start',
        isAdded && 'cursor-default text-green-700 hover:bg-transparent',
      )}
      onClick={(event) => {
        // The row adds on click too; one click adds once.
        event.stopPropagation();
        if (!isAdded) onAdd();
      }}
    >
      {isAdded ? <Check aria-hidden /> : <Plus aria-hidden />}
      {isAdded ? 'Added' : 'Add'}
    </Button>
  );
}
