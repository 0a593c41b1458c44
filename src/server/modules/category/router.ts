import { getAllCategoriesInput } from '../../../shared/schemas/job';
import { router } from '../../trpc/init';
import { protectedProcedure } from '../../trpc/procedures';
import { suggestCategories } from './service';

export const categoryRouter = router({
  getAllCategories: protectedProcedure
    .input(getAllCategoriesInput)
    .query(({ ctx, input }) => suggestCategories(ctx, input)),
});
