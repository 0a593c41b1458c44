import { repairOrderIdInput } from '../../../shared/schemas/job';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { getRepairOrder } from './service';

export const repairOrderRouter = router({
  getRepairOrder: protectedProcedure
    .input(repairOrderIdInput)
    .query(({ ctx, input }) => getRepairOrder(ctx, input.id)),
});
