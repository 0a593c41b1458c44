import { quoteResponsesInput, recentAnswersInput, respondToJobInput } from '../../../shared/schemas/approval';
import { router } from '../../trpc/init';
import { protectedProcedure, publicProcedure, shopProcedure } from '../../trpc/procedures';
import { recentAnswers } from './recent';
import { quoteResponses, respondToJob } from './service';

// Not in the spec: the customer's answer per job on the public page, and the shop's view of it.
export const customerApprovalRouter = router({
  // Public: the share link's token in the input is the credential, checked by the service.
  respondToJob: publicProcedure
    .input(respondToJobInput)
    .mutation(({ ctx, input }) => respondToJob(ctx, input)),
  getQuoteResponses: protectedProcedure
    .input(quoteResponsesInput)
    .query(({ ctx, input }) => quoteResponses(ctx, input)),
  // The advisor's notice that a customer answered (polled every 10 s by the signed-in app).
  getRecentAnswers: shopProcedure
    .input(recentAnswersInput)
    .query(({ ctx, input }) => recentAnswers(ctx, input)),
});
