import { Check, Copy } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';

const COPIED_FEEDBACK_MS = 2000;

type CopyButtonProps = Pick<ComponentProps<typeof Button>, 'variant' | 'size'> & {
  value: string;
  /** What is copied, for a screen reader ('Copy client id'). */
  label: string;
};

/** Copies a value to the clipboard and says so for a moment. */
export function CopyButton({ value, label, variant = 'quiet', size = 'xs' }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error('Could not copy. Select the text and copy it instead.');
    }
  }

  return (
    <Button variant={variant} size={size} aria-label={label} onClick={copy} className="shrink-0">
      {isCopied ? <Check aria-hidden className="text-green-600" /> : <Copy aria-hidden />}
      <span aria-live="polite">{isCopied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
