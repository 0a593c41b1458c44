import { shopLookupInput } from '../features/shop/hooks/shop-context';
import { vehicleLookupInput } from '../features/vehicle/hooks/vehicle-context';
import { isSignedInEarly } from '../lib/auth-client';
import { readStored } from '../lib/storage';
import { createTrpcOptions } from '../lib/trpc';
import { queryClient, trpcClient } from './query-clients';

// What a signed-in page reads first, asked for while its code loads (the router's route prefetch)
// instead of once its layouts and page have loaded and rendered: the answers wait in the query
// cache under the keys the page's own queries use, so they render from it without asking again
// (fresh for the spec's 60 s). Asked only once the early session check says someone is signed in.
// Queries read anew on every showing (staleTime 0: customer answers, authorizations) are left to
// the page. The signed-in layout waits for these answers before its first render (first-render.ts).
const trpc = createTrpcOptions(trpcClient, queryClient);

/** Asks, once the early session check names someone signed in; settles when the answers are in. */
async function askWhenSignedIn(ask: () => Array<Promise<unknown> | undefined>) {
  if (await isSignedInEarly()) await Promise.all(ask());
}

/** The app shell's reads: the user, the job count, the current shop and vehicle. */
export function askForShellData(search: URLSearchParams) {
  return askWhenSignedIn(() => {
    const vehicle = vehicleLookupInput(search, readStored('vehicleId'));
    return [
      queryClient.prefetchQuery(trpc.user.getMe.queryOptions()),
      queryClient.prefetchQuery(trpc.job.getTotaljobs.queryOptions()),
      queryClient.prefetchQuery(
        trpc.shop.getContextShop.queryOptions(shopLookupInput(search, readStored('shopId'))),
      ),
      vehicle ? queryClient.prefetchQuery(trpc.vehicle.getVehicleByVin.queryOptions(vehicle)) : undefined,
    ];
  });
}

export function askForConversationData(conversationId: string) {
  return askWhenSignedIn(() => [
    queryClient.prefetchQuery(trpc.message.getMessages.queryOptions({ conversationId })),
  ]);
}

export function askForQuoteData(quoteId: string) {
  return askWhenSignedIn(() => [
    queryClient.prefetchQuery(trpc.quote.getQuoteAi.queryOptions({ id: quoteId })),
    queryClient.prefetchQuery(trpc.quote.getQuoteRevisions.queryOptions({ quoteId })),
  ]);
}
