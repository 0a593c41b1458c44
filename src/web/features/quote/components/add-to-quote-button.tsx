import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

type AddToQuoteButtonProps = { isPending: boolean; onClick: () => void; className?: string };

/** 'Add to quote' on a suggested or related item (a failure is ignored, as for every edit). */
export function AddToQuoteButton({ isPending, onClick, className }: AddToQuoteButtonProps) {
  return (
    <Button variant="secondary" size="xs" disabled={isPending} onClick={onClick} className={className}>
      {isPending ? <Spinner /> : <Plus />} Add to quote
    </Button>
  );
}
