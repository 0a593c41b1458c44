import { getJobsInput } from '../../../shared/schemas/job';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { searchNetworkJobs } from './search';
import { countNetworkJobs } from './service';

export const jobRouter = router({
  getTotaljobs: protectedProcedure.query(({ ctx }) => countNetworkJobs(ctx)),
  getJobs: protectedProcedure.input(getJobsInput).query(({ ctx, input }) => searchNetworkJobs(ctx, input)),
});
