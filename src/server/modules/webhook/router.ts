import {
  createWebhookSchema,
  deleteWebhookSchema,
  getWebhookDeliveriesSchema,
  getWebhooksSchema,
} from '../../../shared/schemas/webhook';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks } from './service';

// Each service checks that the caller is a member of the webhook's organization (else NOT_FOUND).
export const webhookRouter = router({
  getWebhooks: protectedProcedure
    .input(getWebhooksSchema)
    .query(({ ctx, input }) => listWebhooks(ctx, input)),
  createWebhook: protectedProcedure
    .input(createWebhookSchema)
    .mutation(({ ctx, input }) => createWebhook(ctx, input)),
  deleteWebhook: protectedProcedure
    .input(deleteWebhookSchema)
    .mutation(({ ctx, input }) => deleteWebhook(ctx, input)),
  getWebhookDeliveries: protectedProcedure
    .input(getWebhookDeliveriesSchema)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx, input)),
});
