import { repairOrderIdInput } from '../../../shared/schemas/job';
import { router } from '../../trpc/init';
import { networkProcedure } from '../job/network-access';
import { getRepairOrder } from './service';

export const repairOrderRouter = router({
  getRepairOrder: networkProcedure
    .input(repairOrderIdInput)
    .query(({ ctx, input }) => getRepairOrder(ctx, input.id)),
});
