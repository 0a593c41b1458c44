import {
  addDeferredJobToQuoteInput,
  dismissDeferredJobInput,
  getDeferredWorkInput,
  markJobDeclinedInput,
} from '../../../shared/schemas/deferred-work';
import { router } from '../../trpc/init';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { addDeferredJobForUser } from './add';
import { dismissDeferredJob, getDeferredWork, markJobDeclined } from './service';

// Not in the spec (issue 26): declined work kept for the vehicle. The list is read through the
// caller's shop (shopProcedure); a quote or a declined job is found through the caller's shops.
export const deferredWorkRouter = router({
  getDeferredWork: shopProcedure
    .input(getDeferredWorkInput)
    .query(({ ctx, input }) => getDeferredWork(ctx, input)),
  markJobDeclined: protectedProcedure
    .input(markJobDeclinedInput)
    .mutation(({ ctx, input }) => markJobDeclined(ctx, input)),
  addDeferredJobToQuote: protectedProcedure
    .input(addDeferredJobToQuoteInput)
    .mutation(({ ctx, input }) => addDeferredJobForUser(ctx, input)),
  dismissDeferredJob: protectedProcedure
    .input(dismissDeferredJobInput)
    .mutation(({ ctx, input }) => dismissDeferredJob(ctx, input)),
});
