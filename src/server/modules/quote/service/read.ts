import { asc, eq, inArray } from 'drizzle-orm';
import { motorTimeFor } from '../../../../shared/motor-time';
import { chargedContent } from '../../../../shared/quote-revision';
import type { Db } from '../../../db/client';
import {
  appGuidelines,
  conversations,
  guideJobs,
  guideLaborItems,
  guidePartItems,
  jobLaborItems,
  jobPartItems,
  jobs,
  knowledgeBases,
  quoteAppGuidelines,
  quoteKnowledgeBases,
  quoteLaborItems,
  quotePartItems,
  quoteRelatedJobs,
  quoteToGuideJobs,
  shops,
  sourcedParts,
  users,
  vehicles,
} from '../../../db/schema';
import type { ProtectedContext } from '../../../trpc/context';
import { quoteForUser } from '../../conversation/access';
import { sendingStatus } from '../../revision/service';

export async function getQuoteItems(db: Db, quoteId: string) {
  const [labor, parts] = await Promise.all([
    db
      .select({ item: quoteLaborItems, guideName: guideLaborItems.name })
      .from(quoteLaborItems)
      .leftJoin(guideLaborItems, eq(guideLaborItems.id, quoteLaborItems.guide_labor_item_id))
      .where(eq(quoteLaborItems.quote_id, quoteId))
      .orderBy(asc(quoteLaborItems.position)),
    db
      .select({ item: quotePartItems, sourced: sourcedParts })
      .from(quotePartItems)
      .leftJoin(sourcedParts, eq(sourcedParts.quote_part_item_id, quotePartItems.id))
      .where(eq(quotePartItems.quote_id, quoteId))
      .orderBy(asc(quotePartItems.position)),
  ]);
  return {
    quote_labor_items: labor.map(({ item: { quote_id: _q, ...item }, guideName }) => ({
      ...item,
      guide_labor_item:
        item.guide_labor_item_id && guideName
          ? { id: item.guide_labor_item_id, name: guideName, motorTime: item.guide_motor_time }
          : null,
    })),
    quote_part_items: parts.map(({ item: { quote_id: _q, ...item }, sourced }) => ({
      ...item,
      sourced_part: sourced ? (({ quote_part_item_id: _i, ...rest }) => rest)(sourced) : null,
    })),
  };
}

export type QuoteItems = Awaited<ReturnType<typeof getQuoteItems>>;

/** The full quote for the quote panel: fields, items, the jobs it was built from and its knowledge. */
export async function getFullQuote(ctx: ProtectedContext, id: string) {
  const base = await quoteForUser(ctx.db, ctx.user.id, id);
  const db = ctx.db;
  const [[shop], [vehicle], [conversation], author, items, related, guides, knowledge, guidelines] =
    await Promise.all([
      db
        .select({
          id: shops.id,
          name: shops.name,
          nickname: shops.nickname,
          sms_name: shops.sms_name,
          tekmetric_id: shops.tekmetric_id,
          shopware_id: shops.shopware_id,
          external_id: shops.external_id,
          standard_labor_rate: shops.standard_labor_rate,
          tekmetric_auto_apply_labor_matrix_id: shops.tekmetric_auto_apply_labor_matrix_id,
          tekmetric_auto_apply_parts_matrix_id: shops.tekmetric_auto_apply_parts_matrix_id,
          address1: shops.address1,
          address2: shops.address2,
          city: shops.city,
          state: shops.state,
          zip: shops.zip,
          phone: shops.phone,
          website: shops.website,
        })
        .from(shops)
        .where(eq(shops.id, base.shop_id)),
      db.select().from(vehicles).where(eq(vehicles.id, base.vehicle_id)),
      db
        .select({
          id: conversations.id,
          title: conversations.title,
          selected_quote_id: conversations.selected_quote_id,
        })
        .from(conversations)
        .where(eq(conversations.id, base.conversation_id)),
      base.created_by
        ? db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, base.created_by))
        : Promise.resolve([]),
      getQuoteItems(db, base.id),
      relatedJobs(db, base.id),
      quoteGuideJobs(db, base.id, base.vehicle_id),
      db
        .select({
          id: knowledgeBases.id,
          title: knowledgeBases.title,
          description: knowledgeBases.description,
          source: knowledgeBases.source,
          created_at: knowledgeBases.created_at,
          updated_at: knowledgeBases.updated_at,
        })
        .from(quoteKnowledgeBases)
        .innerJoin(knowledgeBases, eq(knowledgeBases.id, quoteKnowledgeBases.knowledge_base_id))
        .where(eq(quoteKnowledgeBases.quote_id, base.id)),
      db
        .select({
          id: appGuidelines.id,
          title: appGuidelines.title,
          description: appGuidelines.description,
          created_at: appGuidelines.created_at,
        })
        .from(quoteAppGuidelines)
        .innerJoin(appGuidelines, eq(appGuidelines.id, quoteAppGuidelines.app_guideline_id))
        .where(eq(quoteAppGuidelines.quote_id, base.id)),
    ]);
  // Whether what the customer or the shop system holds still matches the live lines (decision 009).
  const sending = await sendingStatus(db, base.id, chargedContent({ title: base.title, ...items }));
  return {
    ...base,
    ...sending,
    created_by: author[0] ?? null,
    shop: shop!,
    vehicle: vehicle!,
    conversation: conversation!,
    ...items,
    related_jobs: related,
    quote_to_guide_jobs: guides,
    knowledge_bases: knowledge,
    app_guidelines: guidelines,
  };
}

async function relatedJobs(db: Db, quoteId: string) {
  const links = await db
    .select({ job: jobs, similarity: quoteRelatedJobs.similarity })
    .from(quoteRelatedJobs)
    .innerJoin(jobs, eq(jobs.id, quoteRelatedJobs.job_id))
    .where(eq(quoteRelatedJobs.quote_id, quoteId))
    .orderBy(asc(quoteRelatedJobs.position));
  const ids = links.map((l) => l.job.id);
  if (ids.length === 0) return [];
  const [labor, parts] = await Promise.all([
    db.select().from(jobLaborItems).where(inArray(jobLaborItems.job_id, ids)),
    db.select().from(jobPartItems).where(inArray(jobPartItems.job_id, ids)),
  ]);
  return links.map(({ job, similarity }) => ({
    similarity,
    job: {
      id: job.id,
      title: job.title,
      authorized_date: job.authorized_date,
      repair_order_id: job.repair_order_id,
      vehicle: { make: job.make, model: job.model, model_year: job.model_year },
      labor_items: labor
        .filter((l) => l.job_id === job.id)
        .map(({ id, description, hours, rate }) => ({ id, description, hours, rate })),
      part_items: parts
        .filter((p) => p.job_id === job.id)
        .map(({ id, name, quantity, retail, brand, part_number }) => ({
          id,
          name,
          quantity,
          retail,
          brand,
          part_number,
        })),
    },
  }));
}

async function quoteGuideJobs(db: Db, quoteId: string, vehicleId: string) {
  const links = await db
    .select({ guide: guideJobs, score: quoteToGuideJobs.score })
    .from(quoteToGuideJobs)
    .innerJoin(guideJobs, eq(guideJobs.id, quoteToGuideJobs.guide_job_id))
    .where(eq(quoteToGuideJobs.quote_id, quoteId))
    .orderBy(asc(quoteToGuideJobs.position));
  const ids = links.map((l) => l.guide.id);
  if (ids.length === 0) return [];
  const [[vehicle], labor, parts] = await Promise.all([
    db.select().from(vehicles).where(eq(vehicles.id, vehicleId)),
    db
      .select()
      .from(guideLaborItems)
      .where(inArray(guideLaborItems.guide_job_id, ids))
      .orderBy(asc(guideLaborItems.position)),
    db
      .select()
      .from(guidePartItems)
      .where(inArray(guidePartItems.guide_job_id, ids))
      .orderBy(asc(guidePartItems.position)),
  ]);
  return links.map(({ guide, score }) => ({
    score,
    guide_job: {
      id: guide.id,
      name: guide.name,
      smartJobId: guide.smartJobId,
      system: guide.system,
      guide_labor_items: labor
        .filter((l) => l.guide_job_id === guide.id)
        .map((l) => ({
          id: l.id,
          name: l.name,
          operation: l.operation,
          section: l.section,
          motorTime: vehicle ? motorTimeFor(l.base_hours, l.modifiers, vehicle) : l.base_hours,
        })),
      guide_part_items: parts
        .filter((p) => p.guide_job_id === guide.id)
        .map((p) => ({ id: p.id, name: p.name, quantity: p.quantity, retail: p.retail })),
    },
  }));
}

export type FullQuote = Awaited<ReturnType<typeof getFullQuote>>;
