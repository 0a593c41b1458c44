import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToasterOnDemand } from '../components/layout/toaster-on-demand';
import { createQueryClient, createTrpcClient, TRPCProvider } from '../lib/trpc';

// One of each for the page's life, as when these providers wrapped the whole router: leaving for
// /login and coming back keeps the cache (signing out clears it).
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

/**
 * The layout of every route that reads server data: TanStack Query, tRPC and the toasts (mounted at
 * the first one). It is a lazy route of its own so the sign-in, sign-up and password pages load
 * none of it.
 */
export function ProvidersLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Outlet />
        <ToasterOnDemand />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
