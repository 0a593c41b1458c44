import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { useQuoteCache } from './use-quote-cache';

/** How long the toast offers Undo (the 10 s); the server keeps a deleted line longer. */
const UNDO_TOAST_MS = 10_000;

// 'Undo' of a deleted line answers the updated quote, which replaces the cached one. Unlike other
// quote edits a failure is shown: the advisor asked for the line back and would otherwise believe
// it restored.
const showRestoreError = (error: unknown) => toast.error(errorMessage(error));

export function useRestoreLaborItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(
    trpc.quote.restoreQuoteLaborItem.mutationOptions({ onSuccess: replace, onError: showRestoreError }),
  );
}

export function useRestorePartItem(quoteId: string) {
  const trpc = useTRPC();
  const { replace } = useQuoteCache(quoteId);
  return useMutation(
    trpc.quote.restoreQuotePartItem.mutationOptions({ onSuccess: replace, onError: showRestoreError }),
  );
}

/**
 * The 'Line deleted' toast. Sonner renders the action as a native button named 'Undo'; Alt+T moves
 * focus to the toasts (and holds their timers) so it is reachable by keyboard, and the toast region
 * is a live region that announces the deletion.
 */
export function offerUndo(onUndo: () => void, sectionTitleId: string) {
  toast('Line deleted', { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: onUndo } });
  // The menu that deleted the line went with it: keyboard focus continues at the section's title
  // instead of falling back to the page. The row leaves on a later render: watch a few frames.
  let frames = 20;
  const refocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      document.getElementById(sectionTitleId)?.focus();
    else if (--frames > 0) requestAnimationFrame(refocus);
  };
  requestAnimationFrame(refocus);
}
