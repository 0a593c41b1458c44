import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQuoteEditable } from '../hooks/quote-editable';

type AddToQuoteButtonProps = { isPending: boolean; onClick: () => void; className?: string };

/**
 * 'Add to quote' on a suggested or related item (a failure is ignored, as for every edit); none on
 * a version a newer one replaced.
 */
export function AddToQuoteButton({ isPending, onClick, className }: AddToQuoteButtonProps) {
  if (!useQuoteEditable()) return null;
  return (
    <Button variant="secondary" size="xs" disabled={isPending} onClick={onClick} className={className}>
      {isPending ? <Spinner /> : <Plus />} Add to quote
    </Button>
  );
}
