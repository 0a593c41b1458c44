import { Bot, MessageSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { quoteVersions } from '../quote-versions';
import { ASSISTANT_NAME, type Message, MessageItem } from './message-item';

type MessageListProps = {
  messages: Message[] | undefined;
  isLoading: boolean;
  error: string | null;
  currentUserId: string | undefined;
  openQuoteId?: string;
  isSending: boolean;
};

/** The scrolling list of messages, kept scrolled to the newest one. */
export function MessageList({
  messages,
  isLoading,
  error,
  currentUserId,
  openQuoteId,
  isSending,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  const versions = quoteVersions(messages);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives or a reply is awaited
  useEffect(() => {
    // In the next frame, not in React's commit: reading scrollHeight there forces the layout of
    // the whole page just rendered inside the commit's task (one long task of the first load).
    const frame = requestAnimationFrame(() => {
      const element = scrollRef.current;
      if (element) element.scrollTop = element.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [count, isSending]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Messages"
      className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4"
    >
      {isLoading ? (
        <div className="space-y-4" role="status" aria-label="Loading messages">
          <Skeleton className="ml-auto h-12 w-3/4" />
          <Skeleton className="h-24 w-5/6" />
        </div>
      ) : error ? (
        <p className="text-sm text-red-700">Error: {error}</p>
      ) : count === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
          <MessageSquare className="mb-1 size-6 text-slate-400" aria-hidden />
          <p className="text-sm font-medium text-slate-700">No messages yet</p>
          <p className="text-sm text-slate-500">Start a conversation by typing a message below</p>
        </div>
      ) : (
        <ol className="space-y-5">
          {messages?.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isOwn={message.created_by !== null && message.created_by.id === currentUserId}
              openQuoteId={openQuoteId}
              version={versions.length > 1 ? versions.find((v) => v.id === message.quote?.id) : undefined}
            />
          ))}
        </ol>
      )}
      {isSending ? (
        <p className="mt-5 flex items-center gap-2.5 text-sm text-slate-500">
          <span className="grid size-8 place-items-center rounded-full bg-brand-700 text-white" aria-hidden>
            <Bot className="size-4" />
          </span>
          <span className="animate-pulse">{ASSISTANT_NAME} is working on it…</span>
        </p>
      ) : null}
    </div>
  );
}
