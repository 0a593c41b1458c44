import { and, desc, eq, isNull } from 'drizzle-orm';
import { declinedOn, isSafetyJob } from '../../shared/deferred-work';
import type { Db } from '../db/client';
import { deferredJobs } from '../db/schema';
import { linesForJob } from './embedded/compose';
import type {
  DeclinedJobContext,
  DraftLaborItem,
  DraftPartItem,
  EngineVehicle,
  QuoteDraft,
  RetrievedContext,
} from './engine';
import { guideContext } from './guide-context';
import type { GuideIndex } from './guide-index';
import { shopLaborRate } from './labor-rate';

// Declined safety work comes back (issue 26): a new quote for the vehicle lists a brake, tire,
// steering or suspension job the customer declined earlier at the shop as a suggestion, at
// today's prices, and the reply says when it was declined. Both engines' drafts pass through here.

const MAX_DECLINED = 3;

/** The vehicle's open declined safety jobs at the shop, newest first, priced from the guide where they came from it. */
export async function declinedSafetyJobs(
  db: Db,
  index: GuideIndex,
  shopId: string,
  vehicle: EngineVehicle,
): Promise<DeclinedJobContext[]> {
  const rows = await db
    .select()
    .from(deferredJobs)
    .where(
      and(
        eq(deferredJobs.shop_id, shopId),
        eq(deferredJobs.vin, vehicle.vin),
        isNull(deferredJobs.resolved_at),
      ),
    )
    .orderBy(desc(deferredJobs.declined_at))
    .limit(20);
  return rows
    .filter((row) => isSafetyJob(row.job_name))
    .slice(0, MAX_DECLINED)
    .map((row) => {
      const smartJobId = row.job_key.startsWith('guide:') ? row.job_key.slice('guide:'.length) : null;
      const entry = smartJobId ? index.bySmartJobId.get(smartJobId) : undefined;
      return {
        name: row.job_name,
        declinedAt: row.declined_at,
        total: row.total,
        estimateNumber: row.estimate_number,
        job: entry ? guideContext(entry, vehicle, 0) : null,
        lines: row.lines,
      };
    });
}

const declinedWhen = (job: DeclinedJobContext) => `declined on ${declinedOn(job)}`;

/** The draft with the declined safety jobs it does not already quote added as suggestions. */
export function withDeclinedWork(context: RetrievedContext, draft: QuoteDraft): QuoteDraft {
  const quoted = new Set(
    [...draft.laborItems, ...draft.partItems].flatMap((l) => [
      l.source?.guideJob?.name,
      l.source?.guideJob?.smartJobId,
    ]),
  );
  const titles = new Set(draft.laborItems.map((l) => l.title));
  const offered = (context.declinedJobs ?? []).filter(
    (d) =>
      !quoted.has(d.name) &&
      !(d.job && quoted.has(d.job.smartJobId)) &&
      !d.lines.labor.some((l) => titles.has(l.title)),
  );
  if (offered.length === 0) return draft;
  const labor: DraftLaborItem[] = [];
  const parts: DraftPartItem[] = [];
  for (const declined of offered) {
    const reason = `The customer ${declinedWhen(declined)}`;
    if (declined.job) {
      const lines = linesForJob(context, declined.job, { suggested: true, reason });
      labor.push(...lines.labor);
      parts.push(...lines.parts);
      continue;
    }
    for (const line of declined.lines.labor) {
      const rate = shopLaborRate(context.shop, line.hours);
      labor.push({
        title: line.title,
        description: line.description,
        hours: line.hours,
        rate: rate.rate,
        is_suggested: true,
        source: { ...(line.source ?? { kind: 'user' }), ...rate.source, reason },
      });
    }
    for (const part of declined.lines.parts)
      parts.push({
        name: part.name,
        quantity: part.quantity,
        retail: part.price,
        is_suggested: true,
        pcdb_part_type_id: part.pcdbPartTypeId,
        source: { ...(part.source ?? { kind: 'user' }), reason },
      });
  }
  const sentence = `Declined earlier and suggested again: ${offered.map((d) => `${d.name}, ${declinedWhen(d)}`).join('; ')}.`;
  return {
    ...draft,
    laborItems: [...draft.laborItems, ...labor],
    partItems: [...draft.partItems, ...parts],
    reply: withSentence(draft.reply, sentence),
  };
}

/** The sentence after the message's sentences, before its checklist. */
function withSentence(reply: string, sentence: string): string {
  const at = reply.indexOf('\n\n');
  return at === -1 ? `${reply} ${sentence}` : `${reply.slice(0, at)} ${sentence}${reply.slice(at)}`;
}
