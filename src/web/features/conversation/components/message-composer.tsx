import { MessagesSquare, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CONCERN_MAX_LENGTH } from '../../../../shared/quote-limits';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

const COMPOSER_BUTTON = 'size-8 shrink-0 @max-[15rem]/messages:size-7';

type MessageComposerProps = {
  isSending: boolean;
  error: string | null;
  /** Sends the message; resolves true when it was sent, so the input can be cleared. */
  onSend: (text: string, isDiscussion: boolean) => Promise<boolean>;
};

/**
 * The bottom input 'Ask anything' with the discussion-mode toggle. In a narrow message column
 * (under 15rem) the padding and buttons shrink so that the placeholder still fits whole.
 */
export function MessageComposer({ isSending, error, onSend }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [isDiscussion, setDiscussion] = useState(false);
  const discussionLabel = isDiscussion ? 'Discussion mode on' : 'Discussion mode off';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || isSending) return;
    if (await onSend(text.trim(), isDiscussion)) setText('');
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-2 border-t border-slate-200 bg-white p-3 @max-[15rem]/messages:p-2"
    >
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex items-center gap-1 rounded-lg @max-[15rem]/messages:gap-0.5 border border-slate-300 bg-white p-1 shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
        <Button
          variant="ghost"
          size="icon"
          className={cn(COMPOSER_BUTTON, isDiscussion && 'bg-brand-50 text-brand-700 hover:bg-brand-100')}
          aria-label="Discussion mode"
          aria-pressed={isDiscussion}
          title={discussionLabel}
          onClick={() => setDiscussion((on) => !on)}
        >
          <MessagesSquare />
        </Button>
        <label htmlFor={`${id}-input`} className="sr-only">
          Ask anything
        </label>
        <input
          id={`${id}-input`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Ask anything"
          autoComplete="off"
          maxLength={CONCERN_MAX_LENGTH}
          disabled={isSending}
          className="h-8 min-w-0 flex-1 bg-transparent px-1 text-sm text-slate-900 @max-[15rem]/messages:px-0.5 placeholder:text-slate-400 focus:outline-none disabled:opacity-60"
        />
        <Button
          type="submit"
          size="icon"
          className={COMPOSER_BUTTON}
          aria-label="Send message"
          disabled={isSending || text.trim() === ''}
        >
          <SendHorizontal />
        </Button>
      </div>
      {isDiscussion ? (
        <p className="text-xs text-slate-500">Discussion mode on: answers without changing the quote</p>
      ) : null}
    </form>
  );
}
