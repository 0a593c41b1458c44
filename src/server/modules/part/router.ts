import { partCatalogueInput } from '../../../shared/schemas/admin-shop';
import { applyPartsTechToPartsInput, builderPartsFromQuotesInput } from '../../../shared/schemas/job-builder';
import {
  createSourcedPartInput,
  partsFromQuotesInput,
  quotePartItemIdInput,
  suppliersSuggestionInput,
} from '../../../shared/schemas/part';
import { quoteIdOnlyInput } from '../../../shared/schemas/quote-items';
import { router } from '../../trpc/init';
import { adminProcedure, protectedProcedure, shopProcedure } from '../../trpc/procedures';
import { applyPartsTechToParts, builderPartsFromQuotes } from './builder-parts';
import { searchPartCatalogue } from './catalogue-test';
import {
  createSourcedPart,
  findBestMatch,
  findBestMatchAll,
  partsFromQuotes,
  suppliersSuggestion,
} from './service';

export const partRouter = router({
  getSuppliersPartsSuggestion: shopProcedure
    .input(suppliersSuggestionInput)
    .query(({ ctx }) => suppliersSuggestion(ctx)),
  getPartsFromQuotesAi: protectedProcedure
    .input(partsFromQuotesInput)
    .query(({ ctx, input }) => partsFromQuotes(ctx, input)),
  createSourcedPart: protectedProcedure
    .input(createSourcedPartInput)
    .mutation(({ ctx, input }) => createSourcedPart(ctx, input)),
  findBestMatchPartsTech: protectedProcedure
    .input(quotePartItemIdInput)
    .mutation(({ ctx, input }) => findBestMatch(ctx, input)),
  findBestMatchAllParts: protectedProcedure
    .input(quoteIdOnlyInput)
    .mutation(({ ctx, input }) => findBestMatchAll(ctx, input)),
  getPartCatalogue: adminProcedure
    .input(partCatalogueInput)
    .query(({ ctx, input }) => searchPartCatalogue(ctx, input)),
  getPartsFromQuotes: shopProcedure
    .input(builderPartsFromQuotesInput)
    .query(({ ctx, input }) => builderPartsFromQuotes(ctx, input)),
  applyPartsTechToParts: shopProcedure
    .input(applyPartsTechToPartsInput)
    .mutation(({ ctx, input }) => applyPartsTechToParts(ctx, input)),
});
