import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

type RecordInLink = {
  /** The URL parameters that name this kind of context (any one of them set: the link chose). */
  names: readonly string[];
  /** The parameter written when the link names none. */
  param: string;
  /** The id the page's record belongs to (its shop, its vehicle), once known. */
  recordId: string | null | undefined;
  /** The id the context holds now, and whether it is still being looked up. */
  currentId: string | undefined;
  isLoading: boolean;
};

/**
 * A page of one record (a conversation, a quote) opened from a link that names no shop or
 * vehicle takes the record's own, instead of the one last used in this browser: the id goes into
 * the URL (replacing the entry), where the context reads it.
 */
export function useRecordInLink({ names, param, recordId, currentId, isLoading }: RecordInLink) {
  const [params, setParams] = useSearchParams();
  const linkNames = names.some((name) => params.get(name));
  useEffect(() => {
    if (!recordId || linkNames || isLoading || currentId === recordId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(param, recordId);
        return next;
      },
      { replace: true },
    );
  }, [recordId, linkNames, isLoading, currentId, param, setParams]);
}
