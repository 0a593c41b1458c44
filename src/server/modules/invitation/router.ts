import { approveInvitationSchema, inviteUserToShopSchema } from '../../../shared/schemas/invitation';
import { router } from '../../trpc/init';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { approveInvitation, inviteUserToShop } from './service';

export const invitationRouter = router({
  inviteUserToShop: shopProcedure
    .input(inviteUserToShopSchema)
    .mutation(({ ctx, input }) => inviteUserToShop(ctx, input)),
  approveInvitation: protectedProcedure
    .input(approveInvitationSchema)
    .mutation(({ ctx, input }) => approveInvitation(ctx, input)),
});
