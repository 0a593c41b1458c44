import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS } from './storage';

// Another tab flipping the switch fires 'storage'; a toggle in this tab should dispatch one too.
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.devMode) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const readDevMode = () => readStored('devMode') === 'true';

/** Dev mode (local storage 'devMode' = 'true') reveals developer-only displays such as match scores. */
export function useDevMode(): boolean {
  return useSyncExternalStore(subscribe, readDevMode, () => false);
}
