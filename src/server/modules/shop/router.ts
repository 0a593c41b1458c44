import { getContextShopInput } from '../../../shared/schemas/shop';
import { router } from '../../trpc/init';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { listMyShops, resolveContextShop } from './service';

export const shopRouter = router({
  getMyShops: protectedProcedure.query(({ ctx }) => listMyShops(ctx)),
  getMyShop: shopProcedure.query(({ ctx }) => ctx.shop),
  getContextShop: protectedProcedure
    .input(getContextShopInput)
    .query(({ ctx, input }) => resolveContextShop(ctx, input)),
});
