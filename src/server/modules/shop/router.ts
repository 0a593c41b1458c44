import { saveDeferredRemindersInput } from '../../../shared/schemas/deferred-work';
import {
  createShopInput,
  getContextShopInput,
  saveShopFeesInput,
  saveShopInput,
  updateShopTekmetricInput,
} from '../../../shared/schemas/shop';
import { router } from '../../trpc/init';
import { protectedProcedure, shopOwnerProcedure, shopProcedure } from '../../trpc/procedures';
import { shopAdminProcedures } from './admin-router';
import { shopAttachProcedures } from './attach-router';
import { createShop } from './create';
import { saveDeferredReminders, saveShopFees, shopWithCheckedFees } from './fees';
import { saveShop } from './save';
import { listMyShops, resolveContextShop } from './service';
import { refreshShopFromTekmetric } from './tekmetric-refresh';

export const shopRouter = router({
  ...shopAdminProcedures,
  ...shopAttachProcedures,
  getMyShops: protectedProcedure.query(({ ctx }) => listMyShops(ctx)),
  getMyShop: shopProcedure.query(({ ctx }) => shopWithCheckedFees(ctx.shop)),
  getContextShop: protectedProcedure
    .input(getContextShopInput)
    .query(({ ctx, input }) => resolveContextShop(ctx, input)),
  saveShop: protectedProcedure.input(saveShopInput).mutation(({ ctx, input }) => saveShop(ctx, input)),
  updateShopTekmetric: protectedProcedure
    .input(updateShopTekmetricInput)
    .mutation(({ ctx, input }) => refreshShopFromTekmetric(ctx, input)),
  saveShopFees: shopOwnerProcedure
    .input(saveShopFeesInput)
    .mutation(({ ctx, input }) => saveShopFees(ctx, input)),
  saveDeferredReminders: shopOwnerProcedure
    .input(saveDeferredRemindersInput)
    .mutation(({ ctx, input }) => saveDeferredReminders(ctx, input)),
  createShop: protectedProcedure.input(createShopInput).mutation(({ ctx, input }) => createShop(ctx, input)),
});
