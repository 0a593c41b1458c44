import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

type TextFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
};

/** A small labelled text input of a builder line. */
export function TextField({ label, value, onValueChange, className }: TextFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <label htmlFor={id} className="text-xs text-slate-500">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="h-8 px-2"
      />
    </div>
  );
}
