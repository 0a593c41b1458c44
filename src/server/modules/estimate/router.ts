import {
  authorizationsInput,
  recordAuthorizationInput,
  saveDiscountsInput,
  saveEstimateDetailsInput,
} from '../../../shared/schemas/estimate-quote';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { quoteAuthorizationList, recordAuthorization } from './authorization';
import { saveDiscounts, saveEstimateDetails } from './service';

// Not in the spec (issue 25): the written estimate of a quote. Every procedure finds the quote
// through the caller's shops (quoteWithShopForUser): members of the quote's shop only.
export const estimateRouter = router({
  saveEstimateDetails: protectedProcedure
    .input(saveEstimateDetailsInput)
    .mutation(({ ctx, input }) => saveEstimateDetails(ctx, input)),
  saveDiscounts: protectedProcedure
    .input(saveDiscountsInput)
    .mutation(({ ctx, input }) => saveDiscounts(ctx, input)),
  recordAuthorization: protectedProcedure
    .input(recordAuthorizationInput)
    .mutation(({ ctx, input }) => recordAuthorization(ctx, input)),
  getAuthorizations: protectedProcedure
    .input(authorizationsInput)
    .query(({ ctx, input }) => quoteAuthorizationList(ctx, input)),
});
