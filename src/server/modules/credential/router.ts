import {
  createCredentialSchema,
  deleteCredentialSchema,
  getCredentialsSchema,
  reissueCredentialSchema,
} from '../../../shared/schemas/credential';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { createCredential, deleteCredential, listCredentials, reissueCredential } from './service';

// Organization members manage their organizations' API credentials (spec 001 §6, §7).
export const credentialRouter = router({
  getCredentials: protectedProcedure
    .input(getCredentialsSchema)
    .query(({ ctx, input }) => listCredentials(ctx, input)),
  createCredential: protectedProcedure
    .input(createCredentialSchema)
    .mutation(({ ctx, input }) => createCredential(ctx, input)),
  deleteCredential: protectedProcedure
    .input(deleteCredentialSchema)
    .mutation(({ ctx, input }) => deleteCredential(ctx, input)),
  reissueCredential: protectedProcedure
    .input(reissueCredentialSchema)
    .mutation(({ ctx, input }) => reissueCredential(ctx, input)),
});
