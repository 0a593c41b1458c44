import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate, formatMoney } from '../../../../shared/format';
import { type QuoteStatus, quoteStatusLabel } from '../../../../shared/quote-status';
import { vehicleName } from '../../../../shared/vehicle-label';
import { Badge } from '../../../components/ui/badge';
import { withQuery, withVehicleQuery } from '../../../lib/query-string';
import { cn } from '../../../lib/utils';
import { clearAnswerNotice, useHasAnswerNotice } from '../answer-notices';
import type { ConversationSummary } from '../api/use-conversations';

type ConversationRowProps = { conversation: ConversationSummary; isActive: boolean };

const STATUS_VARIANT = {
  WRITTEN: 'brand',
  APPROVED: 'success',
  DECLINED: 'danger',
  SENT: 'muted',
  DRAFT: 'muted',
} as const satisfies Record<QuoteStatus['kind'], string>;

/**
 * A past quote: date, vehicle, total, concern and where it stands (sent, answered, written to
 * an RO). Opens its selected quote (with that quote's vehicle) or the conversation.
 */
export function ConversationRow({ conversation, isActive }: ConversationRowProps) {
  const { search } = useLocation();
  const selected = conversation.selected_quote;
  const to = selected
    ? withVehicleQuery(`/conversation/${conversation.id}/quote/${selected.id}`, search, selected.vehicle_id)
    : withQuery(`/conversation/${conversation.id}`, search);
  const hasNotice = useHasAnswerNotice(conversation.id);
  const status = quoteStatusLabel(conversation.status);
  const vehicle = conversation.vehicle ? vehicleName(conversation.vehicle) : '';

  useEffect(() => {
    if (isActive) clearAnswerNotice(conversation.id);
  }, [isActive, conversation.id]);

  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'block rounded-md px-2 py-2 hover:bg-slate-100',
        isActive && 'bg-brand-50 ring-1 ring-brand-100 hover:bg-brand-50',
      )}
    >
      <span className="flex items-baseline justify-between gap-2 text-xs text-slate-600">
        <span>{formatDate(conversation.created_at)}</span>
        {conversation.total !== null ? (
          <span className="font-medium text-slate-700 tabular-nums">{formatMoney(conversation.total)}</span>
        ) : null}
      </span>
      <span
        className={cn('line-clamp-2 text-sm text-slate-800', isActive && 'font-medium text-brand-800')}
        title={conversation.title}
      >
        {conversation.title}
      </span>
      {vehicle ? (
        <span className="block truncate text-xs text-slate-600" title={vehicle}>
          {vehicle}
        </span>
      ) : null}
      {status || hasNotice ? (
        <span className="mt-1 flex flex-wrap items-center gap-1">
          {status ? (
            <Badge variant={STATUS_VARIANT[conversation.status.kind]} className="px-2">
              {status}
            </Badge>
          ) : null}
          {hasNotice ? (
            <Badge variant="warning" className="px-2" data-testid="new-answer-badge">
              <span className="size-1.5 rounded-full bg-amber-500" aria-hidden />
              New answer
            </Badge>
          ) : null}
        </span>
      ) : null}
    </Link>
  );
}
