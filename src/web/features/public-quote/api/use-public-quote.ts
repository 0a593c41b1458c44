import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

/** What a customer sees of a quote: the shop, the vehicle, the charged lines and totals. */
export type PublicQuote = RouterOutputs['quote']['getQuoteAiViewOnly'];
export type PublicLaborItem = PublicQuote['labor_items'][number];
export type PublicPartItem = PublicQuote['part_items'][number];
export type PublicJob = PublicQuote['jobs'][number];
export type PublicJobAnswer = PublicQuote['responses'][string];

/** A shared link carries ?t={token}: it records the opening and lets the customer answer. */
export function useShareToken(): string | undefined {
  return useSearchParams()[0].get('t') ?? undefined;
}

/** The open, read-only view of a quote (no sign-in; the random id is the credential). */
export function usePublicQuote(id: string) {
  const trpc = useTRPC();
  const token = useShareToken();
  const query = useQuery({
    ...trpc.quote.getQuoteAiViewOnly.queryOptions({ id, t: token }),
    // Every read with the token counts as the customer opening the quote: read it once per visit.
    refetchOnWindowFocus: false,
  });
  // An unknown id answers NOT_FOUND; a malformed one (a mistyped link) BAD_REQUEST. Both mean
  // there is no such quote to the customer.
  const code = query.error?.data?.code;
  const notFound = code === 'NOT_FOUND' || code === 'BAD_REQUEST';
  return { ...query, notFound };
}
