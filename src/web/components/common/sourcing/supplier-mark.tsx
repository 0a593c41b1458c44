import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { supplierMark } from './supplier-marks';

type SupplierMarkProps = { name: string; className?: string; children?: ReactNode };

/** A known supplier's mark before its name (and what follows it); other suppliers show the name alone. */
export function SupplierMark({ name, className, children }: SupplierMarkProps) {
  const mark = supplierMark(name);
  return (
    <span className={cn('inline-flex min-w-0 items-start gap-1.5', className)}>
      {mark ? (
        <span
          aria-hidden
          className={cn(
            'mt-px inline-grid h-[18px] min-w-7 shrink-0 place-items-center rounded px-1 text-[10px] leading-none font-bold tracking-tight',
            mark.className,
          )}
        >
          {mark.text}
        </span>
      ) : null}
      <span className="min-w-0">
        {name}
        {children}
      </span>
    </span>
  );
}
