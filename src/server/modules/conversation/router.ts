import { getConversationsInput, setSelectedQuoteInput } from '../../../shared/schemas/quote';
import { router } from '../../trpc/init';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { listConversations, setSelectedQuote } from './service';

export const conversationRouter = router({
  getConversations: shopProcedure
    .input(getConversationsInput)
    .query(({ ctx, input }) => listConversations(ctx, input)),
  setSelectedQuote: protectedProcedure
    .input(setSelectedQuoteInput)
    .mutation(({ ctx, input }) => setSelectedQuote(ctx, input)),
});
