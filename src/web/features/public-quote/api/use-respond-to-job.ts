import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDecisionValue } from '../../../../shared/schemas/approval';
import { useTRPC } from '../../../lib/trpc';
import { type PublicQuote, useShareToken } from './use-public-quote';

/**
 * The customer's answer to one job of the revision the page shows. The answer returned replaces
 * that job's answer in the cached quote; the quote is not read again, which would count as
 * another opening of the link — unless the shop sent a newer revision meanwhile (CONFLICT), when
 * `reload` shows it.
 */
export function useRespondToJob(quoteId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const token = useShareToken();
  const queryKey = trpc.quote.getQuoteAiViewOnly.queryKey({ id: quoteId, t: token });
  const mutation = useMutation(
    trpc.customerApproval.respondToJob.mutationOptions({
      onSuccess: ({ job_key, ...answer }) =>
        queryClient.setQueryData(queryKey, (quote: PublicQuote | undefined) =>
          quote ? { ...quote, responses: { ...quote.responses, [job_key]: answer } } : quote,
        ),
    }),
  );
  const revision = queryClient.getQueryData<PublicQuote>(queryKey)?.revision ?? null;
  return {
    ...mutation,
    isOutdated: mutation.error?.data?.code === 'CONFLICT',
    respond: (
      jobKey: string,
      decision: JobDecisionValue,
      authorization?: { name: string; consent: true },
      onDone?: () => void,
    ) =>
      token
        ? mutation.mutate(
            { quoteId, t: token, jobKey, decision, revision, authorization },
            // An approval adds an authorization to the page's list: read it again.
            {
              onSuccess: () => {
                onDone?.();
                if (authorization) void queryClient.invalidateQueries({ queryKey });
              },
            },
          )
        : undefined,
    reload: () => {
      mutation.reset();
      return queryClient.invalidateQueries({ queryKey });
    },
  };
}
