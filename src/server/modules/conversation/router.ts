import { z } from 'zod';
import { adminListInput } from '../../../shared/schemas/admin';
import {
  conversationIdSchema,
  getConversationsInput,
  setSelectedQuoteInput,
} from '../../../shared/schemas/quote';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { getAdminConversation, listAdminConversations } from './admin';
import { listConversations } from './list';
import { setSelectedQuote } from './service';

export const conversationRouter = router({
  getConversations: shopProcedure
    .input(getConversationsInput)
    .query(({ ctx, input }) => listConversations(ctx, input)),
  setSelectedQuote: protectedProcedure
    .input(setSelectedQuoteInput)
    .mutation(({ ctx, input }) => setSelectedQuote(ctx, input)),
  getAdminConversations: adminProcedure
    .input(adminListInput)
    .query(({ ctx, input }) => listAdminConversations(ctx, input)),
  getAdminConversation: adminProcedure
    .input(z.object({ id: conversationIdSchema }))
    .query(({ ctx, input }) => getAdminConversation(ctx, input)),
});
