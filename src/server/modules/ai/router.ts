import { polishTextInput } from '../../../shared/schemas/job-builder';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { polishBuilderText } from './service';

export const aiRouter = router({
  polishText: protectedProcedure
    .input(polishTextInput)
    .mutation(({ ctx, input }) => polishBuilderText(ctx, input)),
});
