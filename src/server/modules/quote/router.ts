import {
  createJobInShopWareInput,
  createJobInShopWareV2Input,
  createJobInTekmetricInput,
  updateJobInShopSystemInput,
} from '../../../shared/schemas/job-export';
import {
  conversationInput,
  createQuoteInput,
  finetunePromptInput,
  publicQuoteInput,
  quoteInput,
} from '../../../shared/schemas/quote';
import {
  addLaborItemInput,
  addPartItemInput,
  itemIdInput,
  moveRelatedLaborInput,
  moveRelatedPartInput,
  quoteIdOnlyInput,
  quoteLaborIdInput,
  updateLaborItemInput,
  updatePartItemInput,
  updateQuoteTitleInput,
  verifyAllLaborInput,
} from '../../../shared/schemas/quote-items';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure, publicProcedure, shopProcedure } from '../../trpc/procedures';
import { getJobExports, getJobWork } from '../job-export/list';
import { createJobInShopWare } from '../job-export/shopware';
import { createJobInTekmetric } from '../job-export/tekmetric';
import { updateJobInShopSystem } from '../job-export/update';
import { quoteRevisionHistory } from '../revision/service';
import { quoteAdminProcedures } from './admin-router';
import { createQuoteFromConcern } from './service/create';
import { followUpOnConversation } from './service/follow-up';
import * as items from './service/items';
import { pickBestGuideMatch, unassignGuide } from './service/labor-guide';
import { learnFromConversation } from './service/learn';
import { basicQuoteWithLabor, basicQuoteWithParts, quoteAdminDetails, verifyAllLabor } from './service/panel';
import { readQuotePanel } from './service/panel-cache';
import { publicQuoteView } from './service/public-view';
import { restoreLaborItem, restorePartItem } from './service/undo';

export const quoteRouter = router({
  ...quoteAdminProcedures,
  createJobInTekmetricAi: protectedProcedure
    .input(createJobInTekmetricInput)
    .mutation(({ ctx, input }) => createJobInTekmetric(ctx, input)),
  createJobInShopWareAi: protectedProcedure
    .input(createJobInShopWareInput)
    .mutation(({ ctx, input }) => createJobInShopWare(ctx, { version: 1, ...input })),
  createJobInShopWareV2Ai: protectedProcedure
    .input(createJobInShopWareV2Input)
    .mutation(({ ctx, input }) => createJobInShopWare(ctx, { version: 2, ...input })),
  getQuoteRevisions: protectedProcedure
    .input(quoteIdOnlyInput)
    .query(({ ctx, input }) => quoteRevisionHistory(ctx, input)),
  getJobExports: protectedProcedure
    .input(quoteIdOnlyInput)
    .query(({ ctx, input }) => getJobExports(ctx, input)),
  getJobWork: protectedProcedure.input(quoteIdOnlyInput).query(({ ctx, input }) => getJobWork(ctx, input)),
  updateJobInShopSystem: protectedProcedure
    .input(updateJobInShopSystemInput)
    .mutation(({ ctx, input }) => updateJobInShopSystem(ctx, input)),
  createQuoteAi: shopProcedure
    .input(createQuoteInput)
    .mutation(({ ctx, input }) => createQuoteFromConcern(ctx, input)),
  getQuoteAi: protectedProcedure.input(quoteInput).query(({ ctx, input }) => readQuotePanel(ctx, input.id)),
  getQuoteAiViewOnly: publicProcedure
    .input(publicQuoteInput)
    .query(({ ctx, input }) => publicQuoteView(ctx, input)),
  finetunePrompt: protectedProcedure
    .input(finetunePromptInput)
    .mutation(({ ctx, input }) => followUpOnConversation(ctx, input)),
  learnFromConversation: protectedProcedure
    .input(conversationInput)
    .mutation(({ ctx, input }) => learnFromConversation(ctx, input)),
  getQuoteAdminDetails: adminProcedure
    .input(quoteIdOnlyInput)
    .query(({ ctx, input }) => quoteAdminDetails(ctx, input)),
  updateQuote: protectedProcedure
    .input(updateQuoteTitleInput)
    .mutation(({ ctx, input }) => items.updateQuoteTitle(ctx, input)),
  updateQuoteLaborItemDescriptionAi: protectedProcedure
    .input(itemIdInput)
    .mutation(({ ctx, input }) => items.polishLaborDescription(ctx, input)),
  updateQuoteLaborItem: protectedProcedure
    .input(updateLaborItemInput)
    .mutation(({ ctx, input }) => items.updateLaborItem(ctx, input)),
  addQuoteLaborItem: protectedProcedure
    .input(addLaborItemInput)
    .mutation(({ ctx, input }) => items.addLaborItem(ctx, input)),
  deleteQuoteLaborItem: protectedProcedure
    .input(itemIdInput)
    .mutation(({ ctx, input }) => items.deleteLaborItem(ctx, input)),
  restoreQuoteLaborItem: protectedProcedure
    .input(itemIdInput)
    .mutation(({ ctx, input }) => restoreLaborItem(ctx, input)),
  moveRelatedLaborToQuoteButton: protectedProcedure
    .input(moveRelatedLaborInput)
    .mutation(({ ctx, input }) => items.copyRelatedLabor(ctx, input)),
  moveRelatedPartToQuoteButton: protectedProcedure
    .input(moveRelatedPartInput)
    .mutation(({ ctx, input }) => items.copyRelatedPart(ctx, input)),
  pickBestMatchFromLaborGuide: protectedProcedure
    .input(quoteLaborIdInput)
    .mutation(({ ctx, input }) => pickBestGuideMatch(ctx, input)),
  unassignLaborGuideToLabor: protectedProcedure
    .input(quoteLaborIdInput)
    .mutation(({ ctx, input }) => unassignGuide(ctx, input)),
  verifyAllLaborItemGuide: protectedProcedure
    .input(verifyAllLaborInput)
    .mutation(({ ctx, input }) => verifyAllLabor(ctx, input)),
  getBasicQuoteWithLaborItems: protectedProcedure
    .input(quoteIdOnlyInput)
    .query(({ ctx, input }) => basicQuoteWithLabor(ctx, input)),
  getBasicQuoteWithPartItems: protectedProcedure
    .input(quoteIdOnlyInput)
    .query(({ ctx, input }) => basicQuoteWithParts(ctx, input)),
  addQuotePartItem: protectedProcedure
    .input(addPartItemInput)
    .mutation(({ ctx, input }) => items.addPartItem(ctx, input)),
  updateQuotePartItem: protectedProcedure
    .input(updatePartItemInput)
    .mutation(({ ctx, input }) => items.updatePartItem(ctx, input)),
  deleteQuotePartItem: protectedProcedure
    .input(itemIdInput)
    .mutation(({ ctx, input }) => items.deletePartItem(ctx, input)),
  restoreQuotePartItem: protectedProcedure
    .input(itemIdInput)
    .mutation(({ ctx, input }) => restorePartItem(ctx, input)),
  deleteQuotePartItemSourced: protectedProcedure
    .input(itemIdInput)
    .mutation(({ ctx, input }) => items.deleteSourcedPart(ctx, input)),
});
