import {
  conversationInput,
  createQuoteInput,
  finetunePromptInput,
  quoteInput,
} from '../../../shared/schemas/quote';
import { router } from '../../trpc/init';
import { protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { createQuoteFromConcern } from './service/create';
import { followUpOnConversation } from './service/follow-up';
import { learnFromConversation } from './service/learn';
import { getFullQuote } from './service/read';

export const quoteRouter = router({
  createQuoteAi: shopProcedure
    .input(createQuoteInput)
    .mutation(({ ctx, input }) => createQuoteFromConcern(ctx, input)),
  getQuoteAi: protectedProcedure.input(quoteInput).query(({ ctx, input }) => getFullQuote(ctx, input.id)),
  finetunePrompt: protectedProcedure
    .input(finetunePromptInput)
    .mutation(({ ctx, input }) => followUpOnConversation(ctx, input)),
  learnFromConversation: protectedProcedure
    .input(conversationInput)
    .mutation(({ ctx, input }) => learnFromConversation(ctx, input)),
});
