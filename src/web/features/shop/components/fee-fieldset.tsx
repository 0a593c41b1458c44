import type { ReactNode } from 'react';

/** A titled group of the fees dialog. */
export function FeeFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
