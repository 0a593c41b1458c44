import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToasterOnDemand } from '../components/layout/toaster-on-demand';
import { TRPCProvider } from '../lib/trpc';
import { queryClient, trpcClient } from './query-clients';

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
