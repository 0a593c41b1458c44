import {
  createAppGuidelineInput,
  deleteAppGuidelineInput,
  getAppGuidelinesInput,
  updateAppGuidelineInput,
} from '../../../shared/schemas/app-guideline';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { createAppGuideline, deleteAppGuideline, listAppGuidelines, updateAppGuideline } from './service';

export const appGuidelineRouter = router({
  getAppGuidelines: adminProcedure
    .input(getAppGuidelinesInput)
    .query(({ ctx, input }) => listAppGuidelines(ctx, input)),
  createAppGuideline: adminProcedure
    .input(createAppGuidelineInput)
    .mutation(({ ctx, input }) => createAppGuideline(ctx, input)),
  updateAppGuideline: adminProcedure
    .input(updateAppGuidelineInput)
    .mutation(({ ctx, input }) => updateAppGuideline(ctx, input)),
  deleteAppGuideline: adminProcedure
    .input(deleteAppGuidelineInput)
    .mutation(({ ctx, input }) => deleteAppGuideline(ctx, input)),
});
