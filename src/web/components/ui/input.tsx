import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { useFieldControlProps } from './field';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const fieldProps = useFieldControlProps();
  return (
    <input
      data-slot="input"
      className={cn(
        'h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500',
        className,
      )}
      {...fieldProps}
      {...props}
    />
  );
}
