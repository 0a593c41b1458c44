import { getJobsInput } from '../../../shared/schemas/job';
import { assignGuideInput, cannedLaborInput, jobGuidesInput } from '../../../shared/schemas/quote-items';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { builderJobProcedures } from './builder-router';
import { assignGuide, cannedLaborItems, searchGuideJobs } from './labor-guide';
import { networkProcedure } from './network-access';
import { searchNetworkJobs } from './search';
import { countNetworkJobs } from './service';

export const jobRouter = router({
  getTotaljobs: networkProcedure.query(({ ctx }) => countNetworkJobs(ctx)),
  getJobs: networkProcedure.input(getJobsInput).query(({ ctx, input }) => searchNetworkJobs(ctx, input)),
  // The labor guide beside a quote: scoped by the quote's shop, not a read of the network.
  getJobGuides: protectedProcedure
    .input(jobGuidesInput)
    .query(({ ctx, input }) => searchGuideJobs(ctx, input)),
  getCannedLaborItems: protectedProcedure
    .input(cannedLaborInput)
    .query(({ ctx, input }) => cannedLaborItems(ctx, input)),
  assignLaborGuideToLaborQuote: protectedProcedure
    .input(assignGuideInput)
    .mutation(({ ctx, input }) => assignGuide(ctx, input)),
  ...builderJobProcedures,
});
