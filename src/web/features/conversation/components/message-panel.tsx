import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { useArrived } from '../../../lib/use-arrived';
import { cn } from '../../../lib/utils';
import { useFollowUp } from '../api/use-follow-up';
import { LearnButton } from './learn-button';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

type MessagePanelProps = {
  conversationId: string;
  /** The quote open beside the conversation, flagged in the list. */
  openQuoteId?: string;
  /** The selected vehicle; a message cannot be sent without one. */
  vehicleId: string | null;
  className?: string;
};

/**
 * The conversation: its messages and the input that asks the assistant for more. It is a size
 * container: in a narrow column (a quarter of a 1024 px tablet beside the expanded sidebar, under
 * 15rem) its controls take their compact forms.
 */
export function MessagePanel({ conversationId, openQuoteId, vehicleId, className }: MessagePanelProps) {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const messages = useQuery(trpc.message.getMessages.queryOptions({ conversationId }));
  const followUp = useFollowUp(conversationId);
  const arrived = useArrived(messages.isSuccess);
  const title = messages.data?.[0]?.conversation.title;
  // Without a quote beside it the conversation is the page's main subject.
  const Heading = openQuoteId ? 'h2' : 'h1';
  const [vehicleError, setVehicleError] = useState<string | null>(null);
  const sendError = vehicleError ?? (followUp.isError ? errorMessage(followUp.error) : null);

  const send = async (text: string, isDiscussion: boolean) => {
    if (!vehicleId) {
      followUp.reset();
      setVehicleError('Please select a vehicle first');
      return false;
    }
    setVehicleError(null);
    return followUp
      .mutateAsync({ conversationId, finetunePrompt: text, vehicleId, isDiscussion })
      .then(() => true)
      .catch(() => false);
  };

  return (
    <section
      aria-labelledby="conversation-title"
      className={cn('@container/messages flex min-h-0 flex-col bg-slate-50', className)}
    >
      <header className="flex flex-wrap items-start gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <Heading
          id="conversation-title"
          className="line-clamp-3 min-w-0 flex-1 text-sm font-semibold break-words text-slate-900 @min-[15rem]/messages:basis-full"
          title={title}
        >
          {title ?? 'Conversation'}
        </Heading>
        <LearnButton conversationId={conversationId} />
      </header>
      <MessageList
        messages={arrived ? messages.data : undefined}
        isLoading={messages.isPending || (messages.isSuccess && !arrived)}
        error={messages.isError ? errorMessage(messages.error) : null}
        currentUserId={me.data?.id}
        openQuoteId={openQuoteId}
        isSending={followUp.isPending}
      />
      <MessageComposer isSending={followUp.isPending} error={sendError} onSend={send} />
    </section>
  );
}
