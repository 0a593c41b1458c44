import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

const HIDDEN = '••••••••••••';

/**
 * The private key as the server sent it: already masked to its last characters. Show reveals
 * only that; the full key never reaches the browser.
 */
export function MaskedKey({ value }: { value: string | null }) {
  const [isShown, setShown] = useState(false);
  if (value === null) {
    return <span className="text-amber-800">Cannot be read on this server. Delete and connect again.</span>;
  }
  return (
    <span className="inline-flex items-center gap-1.5">
      <code className="font-mono text-xs tracking-wider whitespace-nowrap text-slate-700">
        {isShown ? value : HIDDEN}
      </code>
      <Button
        variant="quiet"
        size="xs"
        aria-pressed={isShown}
        aria-label={isShown ? 'Hide private key' : 'Show private key'}
        onClick={() => setShown(!isShown)}
      >
        {isShown ? <EyeOff /> : <Eye />}
        {isShown ? 'Hide' : 'Show'}
      </Button>
    </span>
  );
}
