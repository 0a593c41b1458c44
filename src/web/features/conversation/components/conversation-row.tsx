import { Link, useLocation } from 'react-router';
import { formatDate } from '../../../../shared/format';
import { withQuery, withVehicleQuery } from '../../../lib/query-string';
import { cn } from '../../../lib/utils';
import type { ConversationSummary } from '../api/use-conversations';

type ConversationRowProps = { conversation: ConversationSummary; isActive: boolean };

/** A past conversation: opens its selected quote (with that quote's vehicle) or the conversation. */
export function ConversationRow({ conversation, isActive }: ConversationRowProps) {
  const { search } = useLocation();
  const selected = conversation.selected_quote;
  const to = selected
    ? withVehicleQuery(`/conversation/${conversation.id}/quote/${selected.id}`, search, selected.vehicle_id)
    : withQuery(`/conversation/${conversation.id}`, search);

  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'block rounded-md px-2 py-2 hover:bg-slate-100',
        isActive && 'bg-brand-50 ring-1 ring-brand-100 hover:bg-brand-50',
      )}
    >
      <span className="block text-xs text-slate-500">{formatDate(conversation.created_at)}</span>
      <span
        className={cn('line-clamp-2 text-sm text-slate-800', isActive && 'font-medium text-brand-800')}
        title={conversation.title}
      >
        {conversation.title}
      </span>
    </Link>
  );
}
