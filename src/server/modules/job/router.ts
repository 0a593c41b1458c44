import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { countNetworkJobs } from './service';

export const jobRouter = router({
  getTotaljobs: protectedProcedure.query(() => countNetworkJobs()),
});
