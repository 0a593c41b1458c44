import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

type NumberFieldProps = {
  label: string;
  /** null shows an empty field (a part without a part type). */
  value: number | null;
  onValueChange: (value: number) => void;
  /** 0.01 for money; hours and rates take any number (spec 001 §5). */
  step?: number | 'any';
  className?: string;
};

/**
 * A number input over a number in the builder: while typing, the text is kept as typed (an
 * emptied field stays empty and counts as 0); on leaving it shows the number again.
 */
export function NumberField({ label, value, onValueChange, step = 'any', className }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <label htmlFor={id} className="text-xs text-slate-500">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        value={draft ?? (value === null ? '' : String(value))}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const number = text.trim() === '' ? 0 : Number(text);
          if (Number.isFinite(number)) onValueChange(number);
        }}
        onBlur={() => setDraft(null)}
        className="h-8 px-2 text-right tabular-nums"
      />
    </div>
  );
}
