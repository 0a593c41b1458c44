import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A turning circle for work in progress; the text beside it says what is running. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircle
      data-slot="spinner"
      aria-hidden
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
