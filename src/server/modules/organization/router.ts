import {
  adminAttachOrganizationsToUserSchema,
  createOrganizationSchema,
  getAdminOrganizationsSchema,
} from '../../../shared/schemas/organization';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure } from '../../trpc/procedures';
import {
  attachOrganizationsToUser,
  createOrganization,
  listAdminOrganizations,
  listMyOrganizations,
} from './service';

export const organizationRouter = router({
  getMyOrganizations: protectedProcedure.query(({ ctx }) => listMyOrganizations(ctx)),
  createOrganization: adminProcedure
    .input(createOrganizationSchema)
    .mutation(({ ctx, input }) => createOrganization(ctx, input)),
  getAdminOrganizations: adminProcedure
    .input(getAdminOrganizationsSchema)
    .query(({ ctx, input }) => listAdminOrganizations(ctx, input)),
  adminAttachOrganizationsToUser: adminProcedure
    .input(adminAttachOrganizationsToUserSchema)
    .mutation(({ ctx, input }) => attachOrganizationsToUser(ctx, input)),
});
