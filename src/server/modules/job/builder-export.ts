import { and, asc, eq } from 'drizzle-orm';
import { toCents } from '../../../shared/money';
import type {
  BuilderLaborItemInput,
  BuilderPartItemInput,
  CreateBuilderJobInTekmetricInput,
} from '../../../shared/schemas/job-builder';
import { shops, userShops } from '../../db/schema';
import type { CreateJobInput } from '../../integrations/tekmetric';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext } from '../../trpc/context';
import { tekmetricForShop } from '../integration/service/stored-clients';
import { tekmetricRepairOrderLink } from '../job-export/links';
import type { Shop } from '../shop/types';
import {
  builderJobMarker,
  claimBuilderExport,
  completeBuilderExport,
  presentBuilderExport,
  releaseBuilderExport,
} from './builder-claim';

export const SHOP_NOT_FOUND = "Shop not found or you don't have access to this shop.";

type BuilderLines = { laborItems: BuilderLaborItemInput[]; partItems: BuilderPartItemInput[] };

/** The builder's lines as a shop system takes them: money in integer cents, text as typed. */
export function builderExportLines(input: BuilderLines) {
  if (input.laborItems.length + input.partItems.length === 0) {
    throw new AppError(
      'BAD_REQUEST',
      'No parts or labor items selected. Add a line before creating the job.',
    );
  }
  const zeroQuantity = input.partItems.find((p) => p.quantity <= 0);
  if (zeroQuantity) {
    throw new AppError(
      'BAD_REQUEST',
      `The part "${zeroQuantity.name || zeroQuantity.part_number || 'without a name'}" has no quantity. Enter a quantity above 0.`,
    );
  }
  return {
    labor: input.laborItems.map((l) => ({ name: l.description, hours: l.hours, rateCents: toCents(l.rate) })),
    parts: input.partItems.map((p) => ({
      name: p.name,
      brand: p.brand || null,
      partNumber: p.part_number || null,
      description: p.description,
      quantity: p.quantity,
      costCents: toCents(p.cost),
      retailCents: toCents(p.retail),
      pcdbPartTypeId: p.pcdb_part_type_id,
    })),
  };
}

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
export function appliedMatrices(
  shop: Shop,
  flags: { isLaborMatrixApplied: boolean; isPartMatrixApplied: boolean },
) {
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

/**
 * Writes the builder's job on a Tekmetric repair order, once per idempotency key: a retry or a
 * second click answers with the first job, and a job an unanswered attempt left on the RO (found
 * by its note marker) is adopted rather than written again.
 */
export async function createBuilderJobInTekmetric(
  ctx: ProtectedContext,
  input: CreateBuilderJobInTekmetricInput,
) {
  const shop = await memberShopByTekmetricId(ctx, input.shopTekmetricId);
  const lines = builderExportLines(input);
  const matrices = appliedMatrices(shop, input);
  const { client, apiUrl } = await tekmetricForShop(ctx.deps, shop);

  const claim = await claimBuilderExport(ctx.db, {
    shopId: shop.id,
    system: 'TEKMETRIC',
    repairOrderId: input.repairOrderTekmetricId,
    idempotencyKey: input.idempotencyKey,
    jobName: input.jobName,
    userId: ctx.user.id,
  });
  if (claim.kind === 'done') return presentBuilderExport(claim.row, true);

  try {
    const repairOrderId = Number(input.repairOrderTekmetricId);
    const ro = await client.getRepairOrder(repairOrderId);
    if (String(ro.shopId) !== input.shopTekmetricId) {
      throw new AppError(
        'BAD_REQUEST',
        `Repair order #${ro.repairOrderNumber} is not in Tekmetric shop ${input.shopTekmetricId}.`,
      );
    }
    const marker = builderJobMarker(claim.row);
    const job: CreateJobInput = {
      repairOrderId,
      name: input.jobName,
      note: `Created in Repair Quotes (${marker})`,
      labor: lines.labor.map((l) => ({
        ...l,
        ...(matrices.laborMatrixId ? { autoApplyLaborMatrixId: matrices.laborMatrixId } : {}),
      })),
      parts: lines.parts.map((p) => ({
        name: p.name,
        brand: p.brand,
        partNumber: p.partNumber,
        quantity: p.quantity,
        costCents: p.costCents,
        retailCents: p.retailCents,
        ...(matrices.partsMatrixId ? { autoApplyPartsMatrixId: matrices.partsMatrixId } : {}),
      })),
    };
    const earlier = (await client.listJobs(repairOrderId)).find((j) => j.note?.includes(marker));
    const jobId = earlier ? earlier.id : (await client.createJob(job)).jobId;
    const row = await completeBuilderExport(ctx.db, claim.row, {
      external_job_id: String(jobId),
      repair_order_number: String(ro.repairOrderNumber),
      link: tekmetricRepairOrderLink(apiUrl, input.shopTekmetricId, input.repairOrderTekmetricId),
      result: {
        jobName: input.jobName,
        isLaborMatrixApplied: input.isLaborMatrixApplied,
        isPartMatrixApplied: input.isPartMatrixApplied,
        ...matrices,
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
