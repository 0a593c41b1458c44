import type { CreateBuilderJobInShopWareInput } from '../../../shared/schemas/job-builder';
import { AppError } from '../../lib/app-error';
import type { ShopContext } from '../../trpc/context';
import { shopWareForShop } from '../integration/service/stored-clients';
import { shopWareRepairOrderLink } from '../job-export/links';
import {
  builderJobMarker,
  claimBuilderExport,
  completeBuilderExport,
  presentBuilderExport,
  releaseBuilderExport,
} from './builder-claim';
import { builderExportLines } from './builder-export';

/**
 * Puts the builder's job on a Shop-Ware repair order, once per idempotency key. The published
 * API takes no custom lines (decision 007), so, as for quotes, the job is a recommendation named
 * like the job and a note listing every line; Shop-Ware has no matrix to apply through its API,
 * so the toggles are only recorded with the result.
 */
export async function createBuilderJobInShopWare(ctx: ShopContext, input: CreateBuilderJobInShopWareInput) {
  const { shop } = ctx;
  if (shop.sms_name !== 'SHOP_WARE') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Shop-Ware.`);
  }
  const lines = builderExportLines(input);
  const { client, account, cname, apiUrl } = await shopWareForShop(ctx.deps, shop);

  const claim = await claimBuilderExport(ctx.db, {
    shopId: shop.id,
    system: 'SHOP_WARE',
    repairOrderId: input.shopWareOrderId,
    idempotencyKey: input.idempotencyKey,
    jobName: input.jobName,
    userId: ctx.user.id,
  });
  if (claim.kind === 'done') return presentBuilderExport(claim.row, true);

  try {
    const ro = await client.getRepairOrder(account, Number(input.shopWareOrderId));
    const rates = new Set(lines.labor.map((l) => l.rateCents));
    const laborRateCents = lines.labor[0]?.rateCents ?? 0;
    const written = await client.addQuoteLines(account, {
      repairOrderId: ro.id,
      title: `${input.jobName} (${builderJobMarker(claim.row)})`,
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
    const row = await completeBuilderExport(ctx.db, claim.row, {
      external_job_id: String(written.recommendation.id),
      repair_order_number: String(ro.number),
      link: shopWareRepairOrderLink(apiUrl, cname, String(ro.id)),
      result: {
        jobName: input.jobName,
        recommendationId: written.recommendation.id,
        noteId: written.note.id,
        extensionNoteId: input.noteId,
        isLaborMatrixApplied: input.isLaborMatrixApplied,
        isPartMatrixApplied: input.isPartMatrixApplied,
        labor: lines.labor,
        parts: lines.parts,
      },
    });
    return presentBuilderExport(row, false);
  } catch (error) {
    await releaseBuilderExport(ctx.db, claim.row.id);
    throw error;
  }
}
