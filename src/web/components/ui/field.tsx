import { createContext, type ReactNode, useContext } from 'react';
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

type FieldControl = { id: string; invalid: boolean; describedBy: string | undefined };

const FieldContext = createContext<FieldControl | null>(null);

/**
 * A label, the control and its hint or error. Controls inside (Input, NativeSelect) take the id,
 * aria-invalid and aria-describedby from here, so screen readers announce the error.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const showHint = Boolean(hint) && !error;
  const describedBy = error ? `${id}-error` : showHint ? `${id}-hint` : undefined;
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <FieldContext value={{ id, invalid: Boolean(error), describedBy }}>{children}</FieldContext>
      {showHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The props a control inside a Field gets; its own props win. */
export function useFieldControlProps() {
  const field = useContext(FieldContext);
  if (!field) return {};
  return { id: field.id, 'aria-invalid': field.invalid || undefined, 'aria-describedby': field.describedBy };
}
