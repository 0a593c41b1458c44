import { useSyncExternalStore } from 'react';

/**
 * The browser extension announces itself with an element it adds to the app's pages
 * (docs/decisions/012): id 'repair-quotes-extension', its version in data-version. A content
 * script may add it after the page has loaded, so the document is watched.
 */
export const EXTENSION_MARKER_ID = 'repair-quotes-extension';

function readVersion(): string | null {
  const marker = document.getElementById(EXTENSION_MARKER_ID);
  if (!marker) return null;
  return marker.getAttribute('data-version')?.trim() || '';
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-version', 'id'],
  });
  return () => observer.disconnect();
}

/** null: not installed; '' installed without a version; otherwise the installed version. */
export function useExtensionVersion(): string | null {
  return useSyncExternalStore(subscribe, readVersion, () => null);
}
