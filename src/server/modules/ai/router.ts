import { polishTextInput } from '../../../shared/schemas/job-builder';
import { router } from '../../trpc/init';
import { memberProcedure } from '../../trpc/procedures';
import { polishBuilderText } from './service';

export const aiRouter = router({
  polishText: memberProcedure
    .input(polishTextInput)
    .mutation(({ ctx, input }) => polishBuilderText(ctx, input)),
});
