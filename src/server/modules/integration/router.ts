import {
  connectPartstechInput,
  createIntegrationLoginInput,
  createIntegrationPartstechInput,
  deleteIntegrationInput,
  getIntegrationsInput,
  integrationCheckInput,
} from '../../../shared/schemas/integration';
import { router } from '../../trpc/init';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { deleteIntegration, listIntegrations } from './service/list';
import { connectPartsTech, partsTechRegistration } from './service/partstech';
import {
  authorizeShopWareIntegration,
  checkShopWareIntegration,
  createShopWareIntegration,
} from './service/shopware';
import { checkTekmetricIntegration, createTekmetricIntegration } from './service/tekmetric';

// The spec names the shop shop_id in the create calls and points at rows by id, so those
// procedures check membership in the service rather than in shopProcedure (which reads shopId).
export const integrationRouter = router({
  getIntegrations: shopProcedure.input(getIntegrationsInput).query(({ ctx }) => listIntegrations(ctx)),
  deleteIntegration: protectedProcedure
    .input(deleteIntegrationInput)
    .mutation(({ ctx, input }) => deleteIntegration(ctx, input)),
  createIntegrationTekmetric: protectedProcedure
    .input(createIntegrationLoginInput)
    .mutation(({ ctx, input }) => createTekmetricIntegration(ctx, input)),
  createIntegrationShopWare: protectedProcedure
    .input(createIntegrationLoginInput)
    .mutation(({ ctx, input }) => createShopWareIntegration(ctx, input)),
  createIntegrationPartstech: protectedProcedure
    .input(createIntegrationPartstechInput)
    .mutation(({ ctx, input }) => partsTechRegistration(ctx, input)),
  connectPartstech: protectedProcedure
    .input(connectPartstechInput)
    .mutation(({ ctx, input }) => connectPartsTech(ctx, input)),
  checkIntegrationTekmetric: protectedProcedure
    .input(integrationCheckInput)
    .mutation(({ ctx, input }) => checkTekmetricIntegration(ctx, input)),
  checkIntegrationShopware: protectedProcedure
    .input(integrationCheckInput)
    .mutation(({ ctx, input }) => checkShopWareIntegration(ctx, input)),
  authIntegrationShopware: protectedProcedure
    .input(integrationCheckInput)
    .mutation(({ ctx, input }) => authorizeShopWareIntegration(ctx, input)),
});
