import { Bot, ExternalLink } from 'lucide-react';
import { formatCount, formatDateTime } from '../../../../../shared/format';
import { Card, CardContent } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/trpc';
import { cn } from '../../../../lib/utils';
import type { AdminConversationDetail } from '../api/use-admin-conversations';

type AdminConversationViewProps = {
  conversation: AdminConversationDetail | undefined;
  isLoading: boolean;
  error: unknown;
};

const ASSISTANT = 'Assistant';

/** A conversation as it happened, read-only: who wrote each message, when, and the quote it made. */
export function AdminConversationView({ conversation, isLoading, error }: AdminConversationViewProps) {
  if (isLoading) {
    return (
      <Card aria-busy>
        <CardContent className="space-y-3">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </CardContent>
      </Card>
    );
  }
  if (error || !conversation) {
    return (
      <Card>
        <CardContent>
          <p role="alert" className="text-sm text-red-600">
            Error: {errorMessage(error)}
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          {conversation.shop.name} · started {formatDateTime(conversation.created_at)} ·{' '}
          {formatCount(conversation.messages.length)}{' '}
          {conversation.messages.length === 1 ? 'message' : 'messages'}
        </p>
        {conversation.messages.length === 0 ? (
          <p className="text-sm text-slate-500">No messages in this conversation</p>
        ) : (
          <ol aria-label="Messages" className="space-y-3">
            {conversation.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'rounded-lg border px-3 py-2',
                  message.created_by ? 'border-slate-200 bg-white' : 'border-brand-100 bg-brand-50',
                )}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                  <span className="inline-flex items-center gap-1 font-medium text-slate-800">
                    {message.created_by ? null : <Bot className="size-3.5" aria-hidden />}
                    {message.created_by?.name ?? ASSISTANT}
                  </span>
                  <time dateTime={new Date(message.created_at).toISOString()}>
                    {formatDateTime(message.created_at)}
                  </time>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                  {message.content}
                </p>
                {message.quote_id ? (
                  <a
                    href={`/quote/${message.quote_id}`}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1.5 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
                  >
                    <ExternalLink className="size-3.5" aria-hidden /> View quote
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
