import { shareQuoteInput } from '../../../shared/schemas/share';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { shareQuoteWithCustomer } from './service';

// The spec names this router 'notificationDemo'.
export const notificationDemoRouter = router({
  shareQuoteWithCustomer: protectedProcedure
    .input(shareQuoteInput)
    .mutation(({ ctx, input }) => shareQuoteWithCustomer(ctx, input)),
});
