import { useCallback, useRef } from 'react';

// The elements focused last, newest at the end: a field inside the opening content may take
// focus (autoFocus) before Radix reports the opening, so the opener is found here.
const recentFocus: HTMLElement[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const element = event.target as HTMLElement;
    const known = recentFocus.indexOf(element);
    if (known >= 0) recentFocus.splice(known, 1);
    recentFocus.push(element);
    if (recentFocus.length > 10) recentFocus.shift();
  });
}

/**
 * Where focus goes when a dialog or sheet closes: the control that opened it. Radix does this for
 * its own Trigger; a dialog opened from a menu item (gone by then) or from state would otherwise
 * drop focus on the page body. A menu item stands for the menu's button.
 */
function focusOrigin(content: Node | null): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const candidates = [document.activeElement as HTMLElement | null, ...recentFocus.toReversed()];
  const active = candidates.find(
    (element) => element && element !== document.body && element.isConnected && !content?.contains(element),
  );
  if (!active) return null;
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? active;
}

type FocusHandler = ((event: Event) => void) | undefined;

/**
 * Handlers for a Radix Content: remember the origin as it mounts, return to it as it closes. The
 * origin is taken when the content's element mounts, not in `onOpenAutoFocus`: Radix skips that
 * event when a field inside took focus first (autoFocus).
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
}) {
  const origin = useRef<HTMLElement | null>(null);
  const ref = useCallback((content: HTMLElement | null) => {
    if (content) origin.current = focusOrigin(content);
  }, []);
  return {
    ref,
    onOpenAutoFocus: handlers.onOpenAutoFocus,
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = origin.current;
      if (target?.isConnected && !target.closest('[inert]')) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
