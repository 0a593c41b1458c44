import { type ReactNode, useDeferredValue } from 'react';

/**
 * Whether a page's data has arrived, one render late the first time: the render that fills the
 * page then runs as a deferred (time-sliced) render instead of inside the query's synchronous
 * update, so the browser stays responsive while a large quote or conversation first renders (it
 * was one task of about half a second on a phone-class CPU). Later changes to the data render at
 * once, as before.
 *
 * `alsoWhenCached`: data already in the cache when the component mounts (asked for early, see
 * app/early-data.ts) is held back one render too, so what shows first (the conversation) paints
 * before this part (the quote) is rendered.
 */
export function useArrived(hasData: boolean, alsoWhenCached = false): boolean {
  return useDeferredValue(hasData, !alsoWhenCached && hasData) && hasData;
}

/**
 * Its children render in a deferred render after the one that mounts it: a page's secondary
 * part (the quote's side cards) then commits on its own, after the part shown first, instead of
 * making that commit one long task.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
