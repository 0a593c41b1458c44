import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type Webhook = RouterOutputs['webhook']['getWebhooks'][number];
export type WebhookDelivery = RouterOutputs['webhook']['getWebhookDeliveries']['deliveries'][number];
export type CreatedWebhook = RouterOutputs['webhook']['createWebhook'];

export function useWebhooks(organizationId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.webhook.getWebhooks.queryOptions({ organizationId }));
}

/** The log refreshes while open, so a pending delivery is seen to arrive or be retried. */
export function useWebhookDeliveries(webhookId: string, page: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.webhook.getWebhookDeliveries.queryOptions(
      { webhookId, page },
      { placeholderData: keepPreviousData, refetchInterval: 10_000 },
    ),
  );
}

/** 'Add webhook': the list is read again; the answer (with the secret) goes to the caller only. */
export function useCreateWebhook(onCreated: (webhook: CreatedWebhook) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.webhook.createWebhook.mutationOptions({
      onSuccess: (webhook) => {
        onCreated(webhook);
        return queryClient.invalidateQueries({ queryKey: trpc.webhook.getWebhooks.pathKey() });
      },
    }),
  );
}

export function useDeleteWebhook() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.webhook.deleteWebhook.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.webhook.pathKey() }),
    }),
  );
}
