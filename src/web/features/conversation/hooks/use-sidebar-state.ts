import { useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage';

const AUTO_COLLAPSE_MS = 300;
const WIDE_SCREEN = '(min-width: 1024px)';

// Without a stored choice the sidebar starts expanded only where it does not crowd the page.
function initialCollapsed(): boolean {
  const stored = readStored('sidebarCollapsed');
  if (stored !== null) return stored === 'true';
  return typeof window.matchMedia === 'function' ? !window.matchMedia(WIDE_SCREEN).matches : false;
}

/**
 * The sidebar's collapsed flag, kept across pages and reloads; an expanded sidebar collapses by
 * itself 300 ms after the mouse leaves it, unless the mouse comes back first.
 */
export function useSidebarState() {
  const [isCollapsed, setCollapsedState] = useState(initialCollapsed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setCollapsed = (collapsed: boolean) => {
    clearTimeout(timer.current);
    setCollapsedState(collapsed);
    writeStored('sidebarCollapsed', String(collapsed));
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    isCollapsed,
    toggle: () => setCollapsed(!isCollapsed),
    onMouseEnter: () => clearTimeout(timer.current),
    onMouseLeave: () => {
      if (isCollapsed) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCollapsed(true), AUTO_COLLAPSE_MS);
    },
  };
}
