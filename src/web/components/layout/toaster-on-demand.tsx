import { lazy, Suspense } from 'react';
import { useHasToasts } from '../../lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, mounted at the page's first toast (`lib/toast.ts`). */
export function ToasterOnDemand() {
  const hasToasts = useHasToasts();
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" closeButton />
    </Suspense>
  );
}
