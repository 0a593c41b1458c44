import { appGuidelineInput } from '../../../shared/schemas/quote-items';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { createAppGuideline } from './service';

export const appGuidelineRouter = router({
  createAppGuideline: adminProcedure
    .input(appGuidelineInput)
    .mutation(({ ctx, input }) => createAppGuideline(ctx, input)),
});
