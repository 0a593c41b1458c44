import { eq } from 'drizzle-orm';
import { motorTimeFor } from '../../../../shared/motor-time';
import { loadGuideIndex, scoreGuideJobs } from '../../../ai/guide-index';
import { canonicalText } from '../../../ai/understand/abbreviations';
import { parseConcern } from '../../../ai/understand/concern';
import { tokens } from '../../../ai/understand/text';
import type { ProtectedContext } from '../../../context-types';
import type { Db } from '../../../db/client';
import { guideLaborItems, quoteLaborItems, vehicles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { laborItemForUser } from './access';
import { getFullQuote } from './read';

// A quote's labor lines linked to the labor guide: a linked line's motor time replaces its hours.
// Searching the guide beside a quote (job.getJobGuides and the like) is modules/job/labor-guide.ts.

/** Longest description the edit dialog accepts (shared schema), so a retitled line stays editable. */
const DESCRIPTION_MAX = 2000;

type LinkableLine = { id: string; title: string; description: string };

/**
 * A linked line is charged at the guide operation, so it is named after it: a customer must not
 * read 'Brake fluid flush' on a line charged as 'Brake System - Flush'. The old title is kept at
 * the head of the description when it said something the operation's name and the description
 * do not. Returns null when the line already has the operation's name.
 */
export function retitleForGuide(line: LinkableLine, operationName: string) {
  if (line.title === operationName) return null;
  const oldTitle = line.title.trim();
  const description = line.description.trim();
  const isInformative =
    oldTitle !== '' &&
    oldTitle.toLowerCase() !== operationName.toLowerCase() &&
    !description.toLowerCase().includes(oldTitle.toLowerCase());
  if (!isInformative) return { title: operationName, description: line.description };
  const joined = description === '' ? oldTitle : `${oldTitle} — ${description}`;
  return {
    title: operationName,
    description: joined.length > DESCRIPTION_MAX ? `${joined.slice(0, DESCRIPTION_MAX - 1)}…` : joined,
  };
}

export async function vehicleOf(db: Db, vehicleId: string) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw new AppError('NOT_FOUND', 'Vehicle not found');
  return vehicle;
}

/**
 * Links a labor line to a guide operation and names the line after it (retitleForGuide); the
 * motor time is computed here for the quote's vehicle. Assign, best match and verify-all all
 * link through here.
 */
export async function linkLaborToGuide(
  db: Db,
  line: LinkableLine,
  guideLaborItemId: string,
  vehicleId: string,
) {
  const [guide] = await db.select().from(guideLaborItems).where(eq(guideLaborItems.id, guideLaborItemId));
  if (!guide) throw new AppError('NOT_FOUND', 'Labor guide item not found');
  const motorTime = motorTimeFor(guide.base_hours, guide.modifiers, await vehicleOf(db, vehicleId));
  await db
    .update(quoteLaborItems)
    .set({
      guide_labor_item_id: guide.id,
      guide_motor_time: motorTime,
      hours_by_hand: false,
      ...retitleForGuide(line, guide.name),
    })
    .where(eq(quoteLaborItems.id, line.id));
}

export async function unassignGuide(ctx: ProtectedContext, input: { quoteLaborId: string }) {
  const { item, quote } = await laborItemForUser(ctx.db, ctx.user.id, input.quoteLaborId);
  await ctx.db
    .update(quoteLaborItems)
    // Unlinked by the advisor: its own hours from now on, which verify-all keeps.
    .set({ guide_labor_item_id: null, guide_motor_time: null, hours_by_hand: true })
    .where(eq(quoteLaborItems.id, item.id));
  return getFullQuote(ctx, quote.id);
}

/**
 * The guide operation a labor line most likely is: the line's own guide job when it came from one,
 * else the operation whose name shares most words with the title among the best-ranked jobs.
 */
export async function bestGuideMatch(
  db: Db,
  item: { title: string; source: (typeof quoteLaborItems.$inferSelect)['source'] },
  vehicleId: string,
): Promise<string | null> {
  const index = await loadGuideIndex(db);
  const own = item.source?.guideJob ? index.bySmartJobId.get(item.source.guideJob.smartJobId) : undefined;
  const exact = own?.labor.find((l) => l.name === item.title);
  if (exact) return exact.id;
  const vehicle = await vehicleOf(db, vehicleId);
  const title = new Set(tokens(canonicalText(item.title)));
  if (title.size === 0) return null;
  const ranked = scoreGuideJobs(index, parseConcern(item.title, index.vocabulary), vehicle).slice(0, 5);
  const top = ranked[0]?.score ?? 1;
  let best: { id: string; score: number } | null = null;
  for (const { entry, score } of ranked) {
    for (const labor of entry.labor) {
      const words = tokens(canonicalText(labor.name));
      const shared = words.filter((w) => title.has(w)).length;
      if (shared === 0) continue;
      const value = shared / Math.max(words.length, title.size) + 0.3 * (score / top);
      if (!best || value > best.score) best = { id: labor.id, score: value };
    }
  }
  return best && best.score >= 0.5 ? best.id : null;
}

export async function pickBestGuideMatch(ctx: ProtectedContext, input: { quoteLaborId: string }) {
  const { item, quote } = await laborItemForUser(ctx.db, ctx.user.id, input.quoteLaborId);
  const match = await bestGuideMatch(ctx.db, item, quote.vehicle_id);
  if (!match) throw new AppError('BAD_REQUEST', `No labor guide match found for "${item.title}"`);
  await linkLaborToGuide(ctx.db, item, match, quote.vehicle_id);
  return getFullQuote(ctx, quote.id);
}
