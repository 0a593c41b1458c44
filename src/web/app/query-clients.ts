import { createQueryClient, createTrpcClient } from '../lib/trpc';

// One of each for the page's life, as when the providers wrapped the whole router: leaving for
// /login and coming back keeps the cache (signing out clears it). A module of their own, so that
// what a page asks for early (early-data.ts) lands in the cache the page then reads.
export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();
