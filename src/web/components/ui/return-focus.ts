import { useRef } from 'react';

/**
 * Where focus goes when a dialog or sheet closes: the control that opened it. Radix does this for
 * its own Trigger; a dialog opened from a menu item (gone by then) or from state would otherwise
 * drop focus on the page body. A menu item stands for the menu's button.
 */
function focusOrigin(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? active;
}

type FocusHandler = ((event: Event) => void) | undefined;

/** Handlers for a Radix Content: remember the origin as it opens, return to it as it closes. */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
}) {
  const origin = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the content: focus is still on the opener.
    onOpenAutoFocus: (event: Event) => {
      origin.current = focusOrigin();
      handlers.onOpenAutoFocus?.(event);
    },
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
