import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// sonner (about 9 kB gzipped) and its Toaster arrive with the first toast, not with the page
// (decision 028): a call asks for the Toaster to be mounted, loads sonner and shows the toast.
// sonner replays the toasts made before its Toaster subscribed, so none is lost on the way.
type Message = string;
type Kind = 'success' | 'info' | 'warning' | 'error';

let isWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind | null, message: Message, options?: ExternalToast) {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast: sonner }) => {
    if (kind) sonner[kind](message, options);
    else sonner(message, options);
  });
}

/** sonner's `toast` with the call shapes the app uses. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show(null, message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
    warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
  },
);

/** True once the page has shown a toast: the Toaster is mounted from then on. */
export function useHasToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isWanted,
  );
}
