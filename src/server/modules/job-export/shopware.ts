import { chargedContent } from '../../../shared/quote-revision';
import { SOURCING_IN_PROGRESS, shopWareOrderFromUrl } from '../../../shared/schemas/job-export';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext } from '../../trpc/context';
import { shopWareForShop } from '../integration/service/stored-clients';
import { quoteWithShopForUser } from '../quote/service/access';
import { getQuoteItems } from '../quote/service/read';
import { assertSendable } from '../revision/service';
import { claimExport, completeExport, releaseExport } from './claim';
import { exportLines, jobMarker } from './lines';
import { shopWareRepairOrderLink } from './links';
import { createdExport, presentExport, revisionOf } from './present';

type Input =
  | { version: 1; quoteId: string; shopWareOrderId: string; noteId: string }
  | { version: 2; quoteId: string; urlSource: string; shopWareOrderId?: string };

/**
 * Puts the quote on a Shop-Ware repair order, once per quote, RO and version. The published API
 * takes no custom lines (decision 007), so the job is a recommendation titled like the quote and
 * a note listing every line. V2 writes only sourced parts and lists the others as not created.
 */
export async function createJobInShopWare(ctx: ProtectedContext, input: Input) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  if (shop.sms_name !== 'SHOP_WARE') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Shop-Ware.`);
  }
  const repairOrderId = repairOrderOf(input, shop.shopware_cname);
  const system = input.version === 2 ? 'SHOP_WARE_V2' : 'SHOP_WARE';
  const existing = await createdExport(ctx.db, quote.id, system, repairOrderId);
  if (existing) return existing;
  if (input.version === 2 && quote.isSourcingPartsInProgress) {
    throw new AppError('CONFLICT', SOURCING_IN_PROGRESS);
  }
  const items = await getQuoteItems(ctx.db, quote.id);
  const lines = exportLines(items, { onlySourcedParts: input.version === 2 });
  const content = chargedContent({ title: quote.title, ...items });
  if (lines.labor.length + lines.parts.length === 0) {
    throw new AppError('BAD_REQUEST', 'The quote has no labor or parts to create. Add a line first.');
  }
  assertSendable(content);
  const { client, account, cname, apiUrl } = await shopWareForShop(ctx.deps, shop);

  const claim = await claimExport(ctx.db, {
    quoteId: quote.id,
    shopId: shop.id,
    system,
    repairOrderId,
    userId: ctx.user.id,
  });
  if (claim.kind === 'done') return presentExport(claim.row, true, await revisionOf(ctx.db, claim.row));

  try {
    const ro = await client.getRepairOrder(account, Number(repairOrderId));
    const rates = new Set(lines.labor.map((l) => l.rateCents));
    const laborRateCents = lines.labor[0]?.rateCents ?? 0;
    const written = await client.addQuoteLines(account, {
      repairOrderId: ro.id,
      title: `${quote.title} (${jobMarker(quote.id)})`,
      laborRateCents,
      labors: lines.labor.map((l) => ({
        name: l.name,
        hours: l.hours,
        ...(rates.size > 1 ? { rateCents: l.rateCents } : {}),
      })),
      parts: lines.parts.map((p) => ({
        brand: p.brand,
        number: p.partNumber,
        description: p.name,
        quantity: p.quantity,
        sellPriceCents: p.retailCents,
      })),
    });
    const { row, revision } = await completeExport(
      ctx.db,
      claim.row,
      {
        external_job_id: String(written.recommendation.id),
        repair_order_number: String(ro.number),
        link: shopWareRepairOrderLink(apiUrl, cname, String(ro.id)),
        result: {
          recommendationId: written.recommendation.id,
          noteId: written.note.id,
          ...(input.version === 1 ? { extensionNoteId: input.noteId } : {}),
          labor: lines.labor.length,
          parts: lines.parts.length,
          partsNotCreated: lines.partsNotCreated,
        },
      },
      { quote, content, userId: ctx.user.id },
    );
    return presentExport(row, false, revision);
  } catch (error) {
    await releaseExport(ctx.db, claim.row.id);
    throw error;
  }
}

function repairOrderOf(input: Input, shopCname: string | null): string {
  if (input.version === 1) return input.shopWareOrderId;
  const fromUrl = shopWareOrderFromUrl(input.urlSource);
  const cname = shopCname?.trim().toLowerCase();
  if (fromUrl?.cname && cname && fromUrl.cname !== cname) {
    throw new AppError(
      'BAD_REQUEST',
      `This repair order is in the Shop-Ware shop '${fromUrl.cname}', not in '${cname}'. Select the right shop.`,
    );
  }
  const id = fromUrl?.repairOrderId ?? input.shopWareOrderId;
  if (!id) {
    throw new AppError(
      'BAD_REQUEST',
      'The page address does not name a Shop-Ware repair order. Open the quote from a repair order in Shop-Ware.',
    );
  }
  return id;
}
