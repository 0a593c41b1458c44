import { conversationInput } from '../../../shared/schemas/quote';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { listMessages } from './service';

export const messageRouter = router({
  getMessages: protectedProcedure
    .input(conversationInput)
    .query(({ ctx, input }) => listMessages(ctx, input)),
});
