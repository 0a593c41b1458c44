import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient, createTrpcClient, TRPCProvider } from '../lib/trpc';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Tooltip.Provider delayDuration={300}>
          {children}
          <Toaster position="top-right" richColors closeButton />
        </Tooltip.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
