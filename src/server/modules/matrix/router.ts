import { getMatricesInput, replaceMatricesInput } from '../../../shared/schemas/matrix';
import { router } from '../../trpc/init';
import { shopOwnerProcedure, shopProcedure } from '../../trpc/procedures';
import { getMatrices, replaceMatrices } from './service';

export const matrixRouter = router({
  getMatrices: shopProcedure.input(getMatricesInput).query(({ ctx, input }) => getMatrices(ctx, input)),
  replaceMatrices: shopOwnerProcedure
    .input(replaceMatricesInput)
    .mutation(({ ctx, input }) => replaceMatrices(ctx, input)),
});
