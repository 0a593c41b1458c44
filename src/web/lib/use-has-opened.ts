import { useState } from 'react';

/**
 * Whether something (a lazily loaded dialog) has been open at least once. Its code loads on the
 * first opening and it then stays mounted, so closing still animates and reopening is instant.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Derived from an earlier render: React re-renders at once, before painting.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
