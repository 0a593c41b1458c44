import {
  createBuilderJobInShopWareInput,
  createBuilderJobInTekmetricInput,
} from '../../../shared/schemas/job-builder';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { createBuilderJobInShopWare } from '../job-export/shopware';
import { createBuilderJobInTekmetric } from '../job-export/tekmetric';

/** The Enhanced Job builder's job creation, spread into the job router (spec 001 §7). */
export const builderJobProcedures = {
  // The Tekmetric shop id names the shop; the service checks the caller is one of its members.
  createJobInTekmetric: protectedProcedure
    .input(createBuilderJobInTekmetricInput)
    .mutation(({ ctx, input }) => createBuilderJobInTekmetric(ctx, input)),
  createJobInShopWare: shopProcedure
    .input(createBuilderJobInShopWareInput)
    .mutation(({ ctx, input }) => createBuilderJobInShopWare(ctx, input)),
};
