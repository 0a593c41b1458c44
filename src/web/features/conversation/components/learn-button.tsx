import { GraduationCap } from 'lucide-react';
import { lazy, useState } from 'react';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';

const LearnDialog = lazy(() => import('./learn-dialog').then((module) => ({ default: module.LearnDialog })));

/** 'Learn from Conversation' in the conversation's header; its dialog loads on the first opening. */
export function LearnButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        title="Learn from Conversation"
        className="shrink-0 @max-[15rem]/messages:size-8 @max-[15rem]/messages:px-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <GraduationCap aria-hidden />
        <span className="@max-[15rem]/messages:sr-only">Learn from Conversation</span>
      </Button>
      <LoadsWhenOpened open={open}>
        <LearnDialog conversationId={conversationId} open={open} onOpenChange={setOpen} />
      </LoadsWhenOpened>
    </>
  );
}
