import { jobIdInput } from '../../../shared/schemas/job';
import { router } from '../../trpc/init';
import { networkProcedure } from '../job/network-access';
import { recordInteraction } from './service';

export const interactionRouter = router({
  createInteraction: networkProcedure
    .input(jobIdInput)
    .mutation(({ ctx, input }) => recordInteraction(ctx, input.jobId)),
});
