import { and, asc, eq } from 'drizzle-orm';
import type { CreateBuilderJobInTekmetricInput } from '../../../shared/schemas/job-builder';
import type { ProtectedContext } from '../../context-types';
import { shops, userShops } from '../../db/schema';
import type { CreateJobInput, TekmetricClient } from '../../integrations/tekmetric';
import { AppError } from '../../lib/app-error';
import { tekmetricForShop } from '../integration/service/stored-clients';
import { quoteWithShopForUser } from '../quote/service/access';
import type { Shop } from '../shop/types';
import { exportBuilderJob } from './builder';
import { builderExportLines, type ExportLines } from './lines';
import { tekmetricRepairOrderLink } from './links';
import { type ExportMoney, exportMoney, moneyResult, taxLine, totalDueLine } from './money';
import { createdExport } from './present';
import { exportQuoteJob } from './quote';
import { type UpdateWriter, type WorkToWrite, workResult, workToWrite } from './work';

type TekmetricOrder = { shopTekmetricId: string; repairOrderTekmetricId: string };
type TekmetricJob = Omit<CreateJobInput, 'repairOrderId' | 'note'> & { note: string; marker: string };

/**
 * The one Tekmetric writer: the job goes on the repair order of the Tekmetric shop named, and a
 * job an unanswered earlier attempt left there (found by the marker in its note) is adopted
 * rather than written again.
 */
async function writeTekmetricJob(
  { client, apiUrl }: { client: TekmetricClient; apiUrl: string },
  order: TekmetricOrder,
  { marker, ...job }: TekmetricJob,
) {
  const repairOrderId = Number(order.repairOrderTekmetricId);
  const ro = await client.getRepairOrder(repairOrderId);
  if (String(ro.shopId) !== order.shopTekmetricId) {
    throw new AppError(
      'BAD_REQUEST',
      `Repair order #${ro.repairOrderNumber} is not in Tekmetric shop ${order.shopTekmetricId}.`,
    );
  }
  const earlier = (await client.listJobs(repairOrderId)).find((j) => j.note?.includes(marker));
  const jobId = earlier ? earlier.id : (await client.createJob({ ...job, repairOrderId })).jobId;
  return {
    external_job_id: String(jobId),
    repair_order_number: String(ro.repairOrderNumber),
    link: tekmetricRepairOrderLink(apiUrl, order.shopTekmetricId, order.repairOrderTekmetricId),
  };
}

/**
 * A quote's job as Tekmetric takes it: the lines, the estimate's fees and discounts (tax is
 * Tekmetric's to add on the RO), and a note naming the total due and revision it holds.
 */
function quoteJob(title: string, marker: string, lines: ExportLines, money: ExportMoney): TekmetricJob {
  const note = [`Quoted in Repair Quotes (${marker})`, totalDueLine(money), taxLine(money, 'Tekmetric')];
  return {
    name: title,
    note: note.filter((line) => line !== null).join('\n'),
    marker,
    labor: lines.labor,
    parts: lines.parts,
    fees: money.fees.map((f) => ({ name: f.name, totalCents: f.cents })),
    discounts: money.discounts.map((d) => ({ name: d.name, totalCents: d.cents })),
  };
}

const quoteJobResult = (title: string, work: WorkToWrite, money: ExportMoney) => ({
  jobName: title,
  labor: work.lines.labor.length,
  parts: work.lines.parts.length,
  ...moneyResult(money),
  ...workResult(work),
});

/** quote.createJobInTekmetricAi: the quote's work (workToWrite) as a job, once per quote and RO. */
export async function createJobInTekmetric(
  ctx: ProtectedContext,
  input: TekmetricOrder & { quoteId: string },
) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  assertUsesTekmetric(shop);
  if (shop.tekmetric_id !== null && String(shop.tekmetric_id) !== input.shopTekmetricId) {
    throw new AppError(
      'BAD_REQUEST',
      `This repair order belongs to Tekmetric shop ${input.shopTekmetricId}, but ${shop.name} is Tekmetric shop ${shop.tekmetric_id}. Select the right shop.`,
    );
  }
  const repairOrderId = input.repairOrderTekmetricId;
  const existing = await createdExport(ctx.db, quote.id, 'TEKMETRIC', repairOrderId);
  if (existing) return existing;
  const tekmetric = await tekmetricForShop(ctx.deps, shop);
  const work = await workToWrite(ctx.db, quote, { onlySourcedParts: false });

  return exportQuoteJob(
    ctx,
    { quote, system: 'TEKMETRIC', repairOrderId, work },
    async (marker, revisionNumber) => {
      const money = exportMoney(work.content, revisionNumber, work.jobKeys);
      const job = quoteJob(quote.title, marker, work.lines, money);
      return {
        ...(await writeTekmetricJob(tekmetric, input, job)),
        result: quoteJobResult(quote.title, work, money),
      };
    },
  );
}

/**
 * The RO's job written again with newer approved work. Tekmetric's job write is an upsert: the
 * job keeps its id and place on the RO, and its name, note, lines, fees and discounts are replaced.
 */
export const updateTekmetricJob: UpdateWriter = async (ctx, { quote, shop, held, work, money, marker }) => {
  assertUsesTekmetric(shop);
  const { client } = await tekmetricForShop(ctx.deps, shop);
  const { marker: _marker, ...job } = quoteJob(quote.title, marker, work.lines, money);
  const written = await client.updateJob({
    ...job,
    jobId: Number(held.external_job_id),
    repairOrderId: Number(held.repair_order_id),
  });
  return {
    external_job_id: String(written.jobId),
    repair_order_number: String(written.repairOrderNumber),
    link: held.link ?? '',
    result: quoteJobResult(quote.title, work, money),
  };
};

function assertUsesTekmetric(shop: Shop) {
  if (shop.sms_name !== 'TEKMETRIC') {
    throw new AppError('BAD_REQUEST', `${shop.name} does not use Tekmetric.`);
  }
}

/**
 * job.createJobInTekmetric: the Enhanced Job builder's lines as a job, once per idempotency key,
 * with the shop's matrix ids on the lines when the toggles are on.
 */
export async function createBuilderJobInTekmetric(
  ctx: ProtectedContext,
  input: CreateBuilderJobInTekmetricInput,
) {
  const shop = await memberShopByTekmetricId(ctx, input.shopTekmetricId);
  const lines = builderExportLines(input);
  const matrices = appliedMatrices(shop, input);
  const tekmetric = await tekmetricForShop(ctx.deps, shop);
  const { laborMatrixId, partsMatrixId } = matrices;

  const target = {
    shopId: shop.id,
    system: 'TEKMETRIC',
    repairOrderId: input.repairOrderTekmetricId,
  } as const;
  return exportBuilderJob(ctx, input, target, async (marker) => ({
    ...(await writeTekmetricJob(tekmetric, input, {
      name: input.jobName,
      note: `Created in Repair Quotes (${marker})`,
      marker,
      labor: lines.labor.map((l) => ({
        ...l,
        ...(laborMatrixId ? { autoApplyLaborMatrixId: laborMatrixId } : {}),
      })),
      parts: lines.parts.map((p) => ({
        ...p,
        ...(partsMatrixId ? { autoApplyPartsMatrixId: partsMatrixId } : {}),
      })),
    })),
    result: {
      jobName: input.jobName,
      isLaborMatrixApplied: input.isLaborMatrixApplied,
      isPartMatrixApplied: input.isPartMatrixApplied,
      ...matrices,
      labor: lines.labor,
      parts: lines.parts,
    },
  }));
}

const SHOP_NOT_FOUND = "Shop not found or you don't have access to this shop.";

/** The caller's shop that is this Tekmetric shop; anyone else is told the shop is not theirs. */
async function memberShopByTekmetricId(ctx: ProtectedContext, shopTekmetricId: string): Promise<Shop> {
  const tekmetricId = Number(shopTekmetricId);
  // Beyond the column's range no shop can match; asking would be a database error instead.
  if (!Number.isSafeInteger(tekmetricId) || tekmetricId > 2_147_483_647) {
    throw new AppError('FORBIDDEN', SHOP_NOT_FOUND);
  }
  const [row] = await ctx.db
    .select({ shop: shops })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(and(eq(userShops.user_id, ctx.user.id), eq(shops.tekmetric_id, tekmetricId)))
    .orderBy(asc(shops.created_at))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN', SHOP_NOT_FOUND);
  return row.shop;
}

/** The shop's auto-apply matrix ids for the toggles that are on; a toggle without a matrix is refused. */
function appliedMatrices(shop: Shop, flags: { isLaborMatrixApplied: boolean; isPartMatrixApplied: boolean }) {
  const labor = flags.isLaborMatrixApplied ? shop.tekmetric_auto_apply_labor_matrix_id : null;
  const parts = flags.isPartMatrixApplied ? shop.tekmetric_auto_apply_parts_matrix_id : null;
  if (flags.isLaborMatrixApplied && !labor) {
    throw new AppError(
      'BAD_REQUEST',
      `${shop.name} has no Tekmetric labor matrix to apply. Turn off the Labor matrix or refresh the shop from Tekmetric.`,
    );
  }
  if (flags.isPartMatrixApplied && !parts) {
    throw new AppError(
      'BAD_REQUEST',
      `${shop.name} has no Tekmetric parts matrix to apply. Turn off the Part matrix or refresh the shop from Tekmetric.`,
    );
  }
  return { laborMatrixId: labor ?? null, partsMatrixId: parts ?? null };
}
