import { adminListInput } from '../../../shared/schemas/admin';
import {
  createKnowledgeBaseInput,
  deleteKnowledgeBaseInput,
  getKnowledgeBasesInput,
  updateKnowledgeBaseInput,
} from '../../../shared/schemas/knowledge-base';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { listAdminKnowledgeBases } from './admin';
import { createKnowledgeBase, deleteKnowledgeBase, listKnowledgeBases, updateKnowledgeBase } from './service';

// The spec names the shop shop_id in the create call and points at entries by id, so those
// procedures check membership in the service rather than in shopProcedure (which reads shopId);
// update and delete also let an admin reach any shop's entry (Admin Knowledge Base).
export const knowledgeBaseRouter = router({
  getKnowledgeBases: shopProcedure.input(getKnowledgeBasesInput).query(({ ctx }) => listKnowledgeBases(ctx)),
  createKnowledgeBase: protectedProcedure
    .input(createKnowledgeBaseInput)
    .mutation(({ ctx, input }) => createKnowledgeBase(ctx, input)),
  updateKnowledgeBase: protectedProcedure
    .input(updateKnowledgeBaseInput)
    .mutation(({ ctx, input }) => updateKnowledgeBase(ctx, input)),
  deleteKnowledgeBase: protectedProcedure
    .input(deleteKnowledgeBaseInput)
    .mutation(({ ctx, input }) => deleteKnowledgeBase(ctx, input)),
  getAdminKnowledgeBases: adminProcedure
    .input(adminListInput)
    .query(({ ctx, input }) => listAdminKnowledgeBases(ctx, input)),
});
