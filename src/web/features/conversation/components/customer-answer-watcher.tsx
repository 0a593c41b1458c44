import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import { toast } from '../../../lib/toast';
import { type RouterOutputs, useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useStableNavigate } from '../../../lib/use-stable-navigate';
import { addAnswerNotice } from '../answer-notices';

/** How often the app asks for new answers: a customer's answer shows within about 10 s. */
export const ANSWER_POLL_MS = 10_000;

type Answer = RouterOutputs['customerApproval']['getRecentAnswers']['answers'][number];

function answerSummary(answer: Answer): string {
  const parts = [
    answer.approved ? `approved ${answer.approved} ${answer.approved === 1 ? 'job' : 'jobs'}` : null,
    answer.declined ? `declined ${answer.declined} ${answer.declined === 1 ? 'job' : 'jobs'}` : null,
  ].filter(Boolean);
  return `${answer.customer_name} ${parts.join(' and ')}`;
}

/**
 * Tells the advisor when a customer answers one of the shop's quotes: a toast with a link to the
 * quote, a badge on its row in Past Quotes, and fresh lists and responses.
 */
export function CustomerAnswerWatcher({ shopId }: { shopId: string }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Stable: a navigation must not restart the polling (and forget its cursor).
  const navigate = useStableNavigate();
  const { search } = useLocation();
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    let cursor: string | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      try {
        const result = await client.customerApproval.getRecentAnswers.query({ shopId, after: cursor });
        if (stopped) return;
        cursor = result.cursor;
        if (result.answers.length) {
          void queryClient.invalidateQueries({ queryKey: trpc.conversation.getConversations.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.customerApproval.getQuoteResponses.pathKey() });
        }
        for (const answer of result.answers) {
          addAnswerNotice(answer.conversation_id);
          toast.info(answerSummary(answer), {
            description: answer.quote_title,
            duration: 15_000,
            action: {
              label: 'Open quote',
              onClick: () =>
                navigate(
                  withQuery(
                    `/conversation/${answer.conversation_id}/quote/${answer.quote_id}`,
                    searchRef.current,
                  ),
                ),
            },
          });
        }
      } catch {
        // A missed poll is not worth a message: the next one asks again from the same cursor.
      }
      if (!stopped) timer = setTimeout(poll, ANSWER_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, queryClient, trpc, navigate, shopId]);

  return null;
}
