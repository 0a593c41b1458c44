import { z } from 'zod';
import { adminSearchSchema } from '../../../shared/schemas/admin';
import { deleteShopInput, saveShopAdminInput } from '../../../shared/schemas/admin-shop';
import { shopIdSchema } from '../../../shared/schemas/shop';
import { adminProcedure } from '../../trpc/procedures';
import { deleteShop, listAdminShops, saveShopAdmin } from './admin';
import { approveByAdmin } from './network-approval';

// Admin procedures of the shop router (spec 001 §7: shop.getAdminShops, saveShopAdmin, deleteShop).
export const shopAdminProcedures = {
  getAdminShops: adminProcedure
    .input(z.object({ search: adminSearchSchema }).default({ search: '' }))
    .query(({ ctx, input }) => listAdminShops(ctx, input)),
  saveShopAdmin: adminProcedure
    .input(saveShopAdminInput)
    .mutation(({ ctx, input }) => saveShopAdmin(ctx, input)),
  adminApproveShop: adminProcedure
    .input(z.object({ shopId: shopIdSchema }))
    .mutation(({ ctx, input }) => approveByAdmin(ctx.db, input.shopId)),
  deleteShop: adminProcedure.input(deleteShopInput).mutation(({ ctx, input }) => deleteShop(ctx, input)),
};
