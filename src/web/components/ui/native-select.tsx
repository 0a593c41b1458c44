import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { useFieldControlProps } from './field';

/** A styled native select: keyboard and screen-reader behaviour come from the platform. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  const fieldProps = useFieldControlProps();
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:opacity-60',
        className,
      )}
      {...fieldProps}
      {...props}
    />
  );
}
