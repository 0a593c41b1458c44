import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, the control (given the same id) and its error, linked for screen readers. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
