import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import type { QuoteVersion } from '../quote-versions';

/**
 * Above a quote that a later follow-up replaced (opened from an old link, say): which version
 * this is, that it is kept read-only (changes belong in the newest), and the way to the newest.
 */
export function NewerVersionNotice({
  conversationId,
  versions,
  openQuoteId,
}: {
  conversationId: string;
  versions: QuoteVersion[];
  openQuoteId: string;
}) {
  const { search } = useLocation();
  const open = versions.find((v) => v.id === openQuoteId);
  const newest = versions.at(-1);
  if (!open || !newest || newest.id === open.id) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <Lock className="size-4 shrink-0" aria-hidden />
      <span>
        This is version {open.number} of {versions.length}. A newer version of this quote exists.{' '}
        <strong className="font-semibold">This version is read-only.</strong>
      </span>
      <Link
        to={withQuery(`/conversation/${conversationId}/quote/${newest.id}`, search)}
        className="font-medium underline underline-offset-2 hover:text-amber-950"
      >
        Open version {newest.number}
      </Link>
    </div>
  );
}
