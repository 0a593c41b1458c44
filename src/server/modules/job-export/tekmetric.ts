import { chargedContent } from '../../../shared/quote-revision';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext } from '../../trpc/context';
import { tekmetricForShop } from '../integration/service/stored-clients';
import { quoteWithShopForUser } from '../quote/service/access';
import { getQuoteItems } from '../quote/service/read';
import { assertSendable } from '../revision/service';
import { claimExport, completeExport, releaseExport } from './claim';
import { exportLines, jobMarker } from './lines';
import { tekmetricRepairOrderLink } from './links';
import { createdExport, presentExport, revisionOf } from './present';

type Input = { quoteId: string; shopTekmetricId: string; repairOrderTekmetricId: string };

/**
 * Creates the quote's job on a Tekmetric repair order, once: a repeat returns the first result,
 * and a job an unanswered earlier attempt left on the RO (found by its note marker) is adopted.
 */
export async function createJobInTekmetric(ctx: ProtectedContext, input: Input) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  if (shop.sms_name !== 'TEKMETRIC') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Tekmetric.`);
  }
  if (shop.tekmetric_id !== null && String(shop.tekmetric_id) !== input.shopTekmetricId) {
    throw new AppError(
      'BAD_REQUEST',
      `This repair order belongs to Tekmetric shop ${input.shopTekmetricId}, but ${shop.name} is Tekmetric shop ${shop.tekmetric_id}. Select the right shop.`,
    );
  }
  const existing = await createdExport(ctx.db, quote.id, 'TEKMETRIC', input.repairOrderTekmetricId);
  if (existing) return existing;
  const { client, apiUrl } = await tekmetricForShop(ctx.deps, shop);
  const items = await getQuoteItems(ctx.db, quote.id);
  const lines = exportLines(items, { onlySourcedParts: false });
  const content = chargedContent({ title: quote.title, ...items });
  if (lines.labor.length + lines.parts.length === 0) {
    throw new AppError('BAD_REQUEST', 'The quote has no labor or parts to create. Add a line first.');
  }
  assertSendable(content);

  const claim = await claimExport(ctx.db, {
    quoteId: quote.id,
    shopId: shop.id,
    system: 'TEKMETRIC',
    repairOrderId: input.repairOrderTekmetricId,
    userId: ctx.user.id,
  });
  if (claim.kind === 'done') return presentExport(claim.row, true, await revisionOf(ctx.db, claim.row));

  try {
    const repairOrderId = Number(input.repairOrderTekmetricId);
    const ro = await client.getRepairOrder(repairOrderId);
    if (String(ro.shopId) !== input.shopTekmetricId) {
      throw new AppError(
        'BAD_REQUEST',
        `Repair order #${ro.repairOrderNumber} is not in Tekmetric shop ${input.shopTekmetricId}.`,
      );
    }
    const marker = jobMarker(quote.id);
    const earlier = (await client.listJobs(repairOrderId)).find((job) => job.note?.includes(marker));
    const jobId = earlier
      ? earlier.id
      : (
          await client.createJob({
            repairOrderId,
            name: quote.title,
            note: `Quoted in Repair Quotes (${marker})`,
            labor: lines.labor,
            parts: lines.parts,
          })
        ).jobId;
    const { row, revision } = await completeExport(
      ctx.db,
      claim.row,
      {
        external_job_id: String(jobId),
        repair_order_number: String(ro.repairOrderNumber),
        link: tekmetricRepairOrderLink(apiUrl, input.shopTekmetricId, input.repairOrderTekmetricId),
        result: { jobName: quote.title, labor: lines.labor.length, parts: lines.parts.length },
      },
      { quote, content, userId: ctx.user.id },
    );
    return presentExport(row, false, revision);
  } catch (error) {
    await releaseExport(ctx.db, claim.row.id);
    throw error;
  }
}
