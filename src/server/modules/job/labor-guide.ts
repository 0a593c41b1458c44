import { asc, eq } from 'drizzle-orm';
import { motorTimeFor } from '../../../shared/motor-time';
import { loadGuideIndex, scoreGuideJobs } from '../../ai/guide-index';
import { parseConcern } from '../../ai/understand/concern';
import type { ProtectedContext } from '../../context-types';
import { guideJobs, guideLaborItems } from '../../db/schema';
import { laborItemForUser, quoteWithShopForUser } from '../quote/service/access';
import { linkLaborToGuide, vehicleOf } from '../quote/service/labor-guide';
import { getFullQuote } from '../quote/service/read';

// The labor guide beside a quote (job.getJobGuides, job.getCannedLaborItems,
// job.assignLaborGuideToLaborQuote): search its jobs, list a job's canned operations with the
// motor time for the quote's vehicle, and link a labor line to one. Scoped by the quote's shop.

export async function searchGuideJobs(ctx: ProtectedContext, input: { search: string; quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  if (!input.search.trim()) return [];
  const [index, vehicle] = await Promise.all([loadGuideIndex(ctx.db), vehicleOf(ctx.db, quote.vehicle_id)]);
  return scoreGuideJobs(index, parseConcern(input.search, index.vocabulary), vehicle)
    .slice(0, 20)
    .map(({ entry }) => ({
      id: entry.job.id,
      name: entry.job.name,
      smartJobId: entry.job.smartJobId,
      system: entry.job.system,
    }));
}

export async function cannedLaborItems(
  ctx: ProtectedContext,
  input: { tekmotorJobSmartJobId: string; quoteId: string },
) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const vehicle = await vehicleOf(ctx.db, quote.vehicle_id);
  const rows = await ctx.db
    .select({ labor: guideLaborItems })
    .from(guideLaborItems)
    .innerJoin(guideJobs, eq(guideJobs.id, guideLaborItems.guide_job_id))
    .where(eq(guideJobs.smartJobId, input.tekmotorJobSmartJobId))
    .orderBy(asc(guideLaborItems.position));
  return rows.map(({ labor }) => ({
    id: labor.id,
    name: labor.name,
    operation: labor.operation,
    section: labor.section,
    motorTime: motorTimeFor(labor.base_hours, labor.modifiers, vehicle),
  }));
}

/** Links the labor line to the chosen operation (its motor time then replaces the hours). */
export async function assignGuide(
  ctx: ProtectedContext,
  input: { quoteLaborItemId: string; cannedLaborItem: { id: string } },
) {
  const { item, quote } = await laborItemForUser(ctx.db, ctx.user.id, input.quoteLaborItemId);
  await linkLaborToGuide(ctx.db, item, input.cannedLaborItem.id, quote.vehicle_id);
  return getFullQuote(ctx, quote.id);
}
