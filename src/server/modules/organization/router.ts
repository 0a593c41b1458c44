import {
  adminAddUserToOrganizationSchema,
  adminAttachOrganizationsToUserSchema,
  adminRemoveUserFromOrganizationSchema,
  createOrganizationSchema,
  getAdminOrganizationsSchema,
  saveOrganizationAdminSchema,
} from '../../../shared/schemas/organization';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure } from '../../trpc/procedures';
import { addUserToOrganization, removeUserFromOrganization } from './members';
import {
  attachOrganizationsToUser,
  createOrganization,
  listAdminOrganizations,
  listMyOrganizations,
  renameOrganization,
} from './service';

// The spec's procedures (§7), then the edit dialog's rename and members (issue 28), beside them.
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
  saveOrganizationAdmin: adminProcedure
    .input(saveOrganizationAdminSchema)
    .mutation(({ ctx, input }) => renameOrganization(ctx, input)),
  adminAddUserToOrganization: adminProcedure
    .input(adminAddUserToOrganizationSchema)
    .mutation(({ ctx, input }) => addUserToOrganization(ctx, input)),
  adminRemoveUserFromOrganization: adminProcedure
    .input(adminRemoveUserFromOrganizationSchema)
    .mutation(({ ctx, input }) => removeUserFromOrganization(ctx, input)),
});
