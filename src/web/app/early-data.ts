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
// the page.
const trpc = createTrpcOptions(trpcClient, queryClient);

async function askWhenSignedIn(ask: () => void) {
  if (await isSignedInEarly()) ask();
}

/** The app shell's reads: the user, the job count, the current shop and vehicle. */
export function askForShellData(search: URLSearchParams) {
  return askWhenSignedIn(() => {
    void queryClient.prefetchQuery(trpc.user.getMe.queryOptions());
    void queryClient.prefetchQuery(trpc.job.getTotaljobs.queryOptions());
    void queryClient.prefetchQuery(
      trpc.shop.getContextShop.queryOptions(shopLookupInput(search, readStored('shopId'))),
    );
    const vehicle = vehicleLookupInput(search, readStored('vehicleId'));
    if (vehicle) void queryClient.prefetchQuery(trpc.vehicle.getVehicleByVin.queryOptions(vehicle));
  });
}

export function askForConversationData(conversationId: string) {
  return askWhenSignedIn(() => {
    void queryClient.prefetchQuery(trpc.message.getMessages.queryOptions({ conversationId }));
  });
}

export function askForQuoteData(quoteId: string) {
  return askWhenSignedIn(() => {
    void queryClient.prefetchQuery(trpc.quote.getQuoteAi.queryOptions({ id: quoteId }));
    void queryClient.prefetchQuery(trpc.quote.getQuoteRevisions.queryOptions({ quoteId }));
  });
}
