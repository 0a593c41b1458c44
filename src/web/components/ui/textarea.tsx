import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { useFieldControlProps } from './field';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const fieldProps = useFieldControlProps();
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500',
        className,
      )}
      {...fieldProps}
      {...props}
    />
  );
}
