import { Info } from 'lucide-react';

/** Where a line came from, in one muted line ('Price: median of 13 similar network jobs ($91.03)'). */
export function Provenance({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="mt-1 flex items-start gap-1 text-xs text-slate-500">
      <Info className="mt-px size-3 shrink-0" aria-hidden />
      <span>
        <span className="sr-only">Source: </span>
        {text}
      </span>
    </p>
  );
}
