import { useSyncExternalStore } from 'react';

// Conversations with a customer answer the advisor has not opened yet, for the sidebar's badge.
// Kept for the browser tab's life: a notice is about what happened while the advisor worked.
let unseen = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function addAnswerNotice(conversationId: string) {
  if (unseen.has(conversationId)) return;
  unseen = new Set(unseen).add(conversationId);
  emit();
}

export function clearAnswerNotice(conversationId: string) {
  if (!unseen.has(conversationId)) return;
  unseen = new Set(unseen);
  unseen.delete(conversationId);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasAnswerNotice(conversationId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unseen.has(conversationId),
    () => false,
  );
}
