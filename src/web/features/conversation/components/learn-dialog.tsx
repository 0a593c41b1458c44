import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { QueryLink } from '../../../components/layout/query-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { errorMessage, useTRPC } from '../../../lib/trpc';
import { LEARNING_TOPICS, LearnedItems } from './learned-items';

type LearnDialogProps = { conversationId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Learn from Conversation': the assistant keeps what this conversation teaches as shop knowledge. */
export function LearnDialog({ conversationId, open, onOpenChange }: LearnDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const learn = useMutation(
    trpc.quote.learnFromConversation.mutationOptions({
      // The knowledge base page may hold the list from before this run.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.knowledgeBase.pathKey() }),
    }),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) learn.reset();
      }}
      title="Learn from Conversation"
      description="The assistant reviews this conversation and keeps what it learns as your shop's knowledge for future quotes."
    >
      {learn.isSuccess ? (
        <div className="space-y-3" role="status">
          <p className="flex items-center gap-2 font-medium text-green-800">
            <CircleCheck className="size-5" aria-hidden /> Analysis Complete!
          </p>
          <LearnedItems items={learn.data.items} reason={learn.data.reason} />
          {learn.data.items.length > 0 ? (
            <QueryLink
              to="/settings/knowledge-base"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              See them in the Knowledge Base <ArrowRight className="size-4" aria-hidden />
            </QueryLink>
          ) : null}
        </div>
      ) : (
        <div className="space-y-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">What will be learned</p>
          <ul className="list-disc space-y-1 pl-5">
            {Object.values(LEARNING_TOPICS).map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </div>
      )}
      {learn.isError ? <Alert className="mt-4">{errorMessage(learn.error)}</Alert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        {learn.isSuccess ? null : (
          <Button onClick={() => learn.mutate({ conversationId })} disabled={learn.isPending}>
            {learn.isPending ? 'Analyzing...' : 'Start Learning'}
          </Button>
        )}
      </DialogFooter>
    </TitledDialog>
  );
}
