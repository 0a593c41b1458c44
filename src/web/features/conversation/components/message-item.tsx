import { Bot, FileText, MessagesSquare, Star } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { withVehicleQuery } from '../../../lib/query-string';
import type { RouterOutputs } from '../../../lib/trpc';
import { cn } from '../../../lib/utils';
import { formatDateTime, formatTime, initials } from '../message-labels';
import type { QuoteVersion } from '../quote-versions';

export type Message = RouterOutputs['message']['getMessages'][number];

export const ASSISTANT_NAME = 'Quote Assistant';

type MessageItemProps = {
  message: Message;
  isOwn: boolean;
  openQuoteId?: string;
  /** Its quote's version, when the conversation holds more than one. */
  version?: QuoteVersion;
};

/**
 * One message: author, time, text and the quote it produced, if any. In a narrow message column
 * the avatar (decoration; the author is named above the text) gives its width to the text.
 */
export function MessageItem({ message, isOwn, openQuoteId, version }: MessageItemProps) {
  const author = message.created_by;
  const name = author ? author.name : ASSISTANT_NAME;
  return (
    <li className={cn('flex gap-2.5', isOwn && 'flex-row-reverse')}>
      <span
        aria-hidden
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full text-xs font-semibold @max-[15rem]/messages:hidden',
          author ? 'bg-slate-200 text-slate-700' : 'bg-brand-700 text-white',
        )}
      >
        {author ? initials(author.name) : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'flex min-w-0 max-w-[calc(100%-2.75rem)] flex-col gap-1 @max-[15rem]/messages:max-w-full',
          isOwn && 'items-end',
        )}
      >
        <p
          className={cn(
            'flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500',
            isOwn && 'justify-end',
          )}
        >
          <span className="font-medium text-slate-800">{name}</span>
          <time
            dateTime={new Date(message.created_at).toISOString()}
            title={formatDateTime(message.created_at)}
          >
            {formatTime(message.created_at)}
          </time>
          {message.is_discussion ? (
            <span className="inline-flex items-center gap-1" title="Sent in discussion mode">
              <MessagesSquare className="size-3" aria-hidden /> Discussion
            </span>
          ) : null}
        </p>
        <div
          className={cn(
            'rounded-lg border px-3 py-2 text-sm break-words whitespace-pre-wrap',
            isOwn
              ? 'border-brand-100 bg-brand-50 text-slate-900'
              : 'border-slate-200 bg-white text-slate-800',
          )}
        >
          {message.content}
        </div>
        {message.quote ? (
          <QuoteLink
            conversationId={message.conversation.id}
            quote={message.quote}
            isReference={message.quote.id === message.conversation.selected_quote_id}
            isOpen={message.quote.id === openQuoteId}
            version={version?.number}
          />
        ) : null}
      </div>
    </li>
  );
}

type QuoteLinkProps = {
  conversationId: string;
  quote: NonNullable<Message['quote']>;
  isReference: boolean;
  isOpen: boolean;
  version?: number;
};

function QuoteLink({ conversationId, quote, isReference, isOpen, version }: QuoteLinkProps) {
  const { search } = useLocation();
  const label = quote.shortTitle || quote.title;
  return (
    <Link
      to={withVehicleQuery(`/conversation/${conversationId}/quote/${quote.id}`, search, quote.vehicle_id)}
      aria-current={isOpen ? 'page' : undefined}
      className={cn(
        'block max-w-full rounded-md border px-2.5 py-1.5 text-sm hover:bg-slate-50',
        isOpen
          ? 'border-brand-600 bg-brand-50/60 text-brand-800'
          : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      <span className="flex items-start gap-2">
        <FileText className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
        <span className="min-w-0">
          <span className="block font-medium" title={quote.title}>
            {label}
          </span>
          {version ? <span className="block text-xs text-slate-500">Version {version}</span> : null}
        </span>
      </span>
      {isReference || isOpen ? (
        <span className="mt-1.5 flex flex-wrap gap-1.5 pl-6">
          {isReference ? (
            <Badge variant="warning" className="px-1.5" title="The conversation's reference quote">
              <Star className="size-3 fill-current" aria-hidden /> Reference
            </Badge>
          ) : null}
          {isOpen ? (
            <Badge variant="brand" className="px-1.5" title="The quote open beside the conversation">
              Open
            </Badge>
          ) : null}
        </span>
      ) : null}
    </Link>
  );
}
