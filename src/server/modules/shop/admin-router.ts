import { z } from 'zod';
import { adminSearchSchema } from '../../../shared/schemas/admin';
import { adminProcedure } from '../../trpc/procedures';
import { listAdminShops } from './admin';

// Admin procedures of the shop router (spec 001 §7: shop.getAdminShops, saveShopAdmin, deleteShop).
export const shopAdminProcedures = {
  getAdminShops: adminProcedure
    .input(z.object({ search: adminSearchSchema }).default({ search: '' }))
    .query(({ ctx, input }) => listAdminShops(ctx, input)),
};
