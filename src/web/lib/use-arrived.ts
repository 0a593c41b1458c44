import { useDeferredValue } from 'react';

/**
 * Whether a page's data has arrived, one render late the first time: the render that fills the
 * page then runs as a deferred (time-sliced) render instead of inside the query's synchronous
 * update, so the browser stays responsive while a large quote or conversation first renders (it
 * was one task of about half a second on a phone-class CPU). Later changes to the data render at
 * once, as before.
 */
export function useArrived(hasData: boolean): boolean {
  return useDeferredValue(hasData) && hasData;
}
