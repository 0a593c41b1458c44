import { adminAttachShopsToOrganizationSchema } from '../../../shared/schemas/organization';
import { adminAttachShopsToUserSchema } from '../../../shared/schemas/user';
import { adminProcedure } from '../../trpc/procedures';
import { attachShopsToOrganization, attachShopsToUser } from './attach';

// Admin procedures attaching shops (spec 001 §7: shop.adminAttachShopsToUser, adminAttachShopsToOrganization).
export const shopAttachProcedures = {
  adminAttachShopsToUser: adminProcedure
    .input(adminAttachShopsToUserSchema)
    .mutation(({ ctx, input }) => attachShopsToUser(ctx, input)),
  adminAttachShopsToOrganization: adminProcedure
    .input(adminAttachShopsToOrganizationSchema)
    .mutation(({ ctx, input }) => attachShopsToOrganization(ctx, input)),
};
