import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/router';
import { humanMessage } from './human-error';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

// The spec's caching rules: data is fresh for 60 s; neither queries nor mutations retry.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Every failed call reads as a sentence a person can act on: a failed connection or an answer
 * that is not the server's (a proxy's error page) gets one; the server's own messages stay.
 */
const humanErrors: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          error.message = humanMessage(error.message, error.data !== undefined && error.data !== null);
          observer.error(error);
        },
      }),
    );

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      humanErrors,
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        // The server refuses a batch of more than 20 calls (request-gates.ts).
        maxItems: 20,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}

/** Every procedure's query options outside React (a page's reads asked for early). */
export function createTrpcOptions(client: TRPCClient<AppRouter>, queryClient: QueryClient) {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/** The message of a failed call, or the spec's fallback when the value is not an error. */
export function errorMessage(error: unknown, fallback = 'An unknown error occurred'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type RouterOutputs = import('@trpc/server').inferRouterOutputs<AppRouter>;
