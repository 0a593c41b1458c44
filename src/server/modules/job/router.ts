import { getJobsInput } from '../../../shared/schemas/job';
import { assignGuideInput, cannedLaborInput, jobGuidesInput } from '../../../shared/schemas/quote-items';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { assignGuide, cannedLaborItems, searchGuideJobs } from '../quote/service/labor-guide';
import { builderJobProcedures } from './builder-router';
import { searchNetworkJobs } from './search';
import { countNetworkJobs } from './service';

export const jobRouter = router({
  getTotaljobs: protectedProcedure.query(({ ctx }) => countNetworkJobs(ctx)),
  getJobs: protectedProcedure.input(getJobsInput).query(({ ctx, input }) => searchNetworkJobs(ctx, input)),
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
