import { type ReactNode, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened';

/**
 * A lazily loaded dialog or sheet, mounted from its first opening on: its code loads then, and it
 * stays mounted so closing still animates and reopening is instant. Nothing shows while the code
 * arrives (a few milliseconds from our own server).
 */
export function LoadsWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const hasOpened = useHasOpened(open);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
