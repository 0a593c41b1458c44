import { Pencil, Truck } from 'lucide-react';
import type { PartSource } from '../../../../shared/job-builder';
import { cn } from '../../../lib/utils';

const SOURCES = {
  CUSTOM: { icon: Pencil, label: 'Edited', tone: 'border-amber-200 bg-amber-50 text-amber-800' },
  PARTS_TECH: { icon: Truck, label: 'PartsTech', tone: 'border-sky-200 bg-sky-50 text-sky-800' },
} as const;

/**
 * Where a selected part comes from: nothing for the past part as it was, 'Edited' after a manual
 * change, the supplier after a PartsTech part was chosen. Clicking it restores the original.
 */
export function PartSourceButton({ source, onRevert }: { source: PartSource; onRevert: () => void }) {
  if (source === '') return null;
  const { icon: Icon, label, tone } = SOURCES[source];
  return (
    <button
      type="button"
      onClick={onRevert}
      aria-label="Revert to the original part"
      title={`${label}: revert to the original part`}
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-medium hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40',
        tone,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </button>
  );
}
