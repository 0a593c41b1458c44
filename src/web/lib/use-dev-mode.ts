import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';
import { useTRPC } from './trpc';

// Another tab flipping the switch fires 'storage'; a write in this tab dispatches one too.
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.devMode) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** When the server's answer last mirrored into storage was read (one tab, all its hooks). */
let lastMirroredAt = 0;

const readDevMode = () => readStored('devMode') === 'true';

function writeDevMode(isOn: boolean) {
  if (readDevMode() === isOn) return;
  writeStored('devMode', isOn ? 'true' : null);
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.devMode }));
}

/**
 * Dev mode reveals developer-only displays such as match scores. The server keeps the admin's
 * flag (user.getMe devMode); it is mirrored into local storage 'devMode' so every tab reads it at
 * once. Only an admin is ever in dev mode, whatever local storage says.
 */
export function useDevMode(): boolean {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const isStored = useSyncExternalStore(subscribe, readDevMode, () => false);
  const serverDevMode = me.data?.devMode;
  const serverReadAt = me.dataUpdatedAt;
  // Each new answer of the server is mirrored once (before paint, so a flag turned off elsewhere
  // does not flash the scores for a frame); a hook mounting over an older cached answer does not
  // undo another tab's switch.
  useLayoutEffect(() => {
    if (serverDevMode === undefined || serverReadAt <= lastMirroredAt) return;
    lastMirroredAt = serverReadAt;
    writeDevMode(serverDevMode);
  }, [serverDevMode, serverReadAt]);
  return me.data?.role === 'ADMIN' && isStored;
}
