import { jobIdInput } from '../../../shared/schemas/job';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { recordInteraction } from './service';

export const interactionRouter = router({
  createInteraction: protectedProcedure
    .input(jobIdInput)
    .mutation(({ ctx, input }) => recordInteraction(ctx, input.jobId)),
});
