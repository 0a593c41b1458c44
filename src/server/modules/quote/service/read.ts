import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { motorTimeFor } from '../../../../shared/motor-time';
import { chargedContent, sendingStatus } from '../../../../shared/quote-revision';
import type { ProtectedContext } from '../../../context-types';
import type { Db, Tx } from '../../../db/client';
import { jsonList, jsonRowOf } from '../../../db/json-rows';
import { preparedQuery } from '../../../db/prepared';
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
  quoteRevisions,
  quotes,
  quoteToGuideJobs,
  shops,
  sourcedParts,
  userShops,
  users,
  vehicles,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { readEstimateFees } from '../../shop/fees';

// A quote's lines as two JSON lists built by PostgreSQL (decision 027): read with the quote in the
// panel's one query, or alone by `getQuoteItems`.
const laborRow = jsonRowOf(quoteLaborItems, ['quote_id']);
const partRow = jsonRowOf(quotePartItems, ['quote_id']);
const sourcedRow = jsonRowOf(sourcedParts, ['quote_part_item_id']);

export type LineJson = Record<string, unknown>;

/** The quote's labor lines in order, each with its guide operation's name. */
export const laborLinesJson = (quoteId: SQL | SQL.Aliased | AnyColumn) =>
  jsonList<LineJson>(sql`
    select json_agg(json_build_object(${laborRow.fields}, 'guide_name', ${guideLaborItems.name})
      order by ${quoteLaborItems.position})
    from ${quoteLaborItems}
    left join ${guideLaborItems} on ${guideLaborItems.id} = ${quoteLaborItems.guide_labor_item_id}
    where ${quoteLaborItems.quote_id} = ${quoteId}`);

/** The quote's part lines in order, each with the part sourced for it. */
export const partLinesJson = (quoteId: SQL | SQL.Aliased | AnyColumn) =>
  jsonList<LineJson>(sql`
    select json_agg(json_build_object(${partRow.fields}, 'sourced',
        case when ${sourcedParts.id} is null then null else json_build_object(${sourcedRow.fields}) end)
      order by ${quotePartItems.position})
    from ${quotePartItems}
    left join ${sourcedParts} on ${sourcedParts.quote_part_item_id} = ${quotePartItems.id}
    where ${quotePartItems.quote_id} = ${quoteId}`);

/** The lines read by `laborLinesJson` and `partLinesJson`, as the panel, exports and revisions use them. */
export function quoteItemsFromJson(labor: LineJson[], parts: LineJson[]) {
  return {
    quote_labor_items: labor.map(({ guide_name: guideName, ...row }) => {
      const item = laborRow.parse(row);
      return {
        ...item,
        guide_labor_item:
          item.guide_labor_item_id && guideName
            ? { id: item.guide_labor_item_id, name: guideName as string, motorTime: item.guide_motor_time }
            : null,
      };
    }),
    quote_part_items: parts.map(({ sourced, ...row }) => ({
      ...partRow.parse(row),
      sourced_part: sourced ? sourcedRow.parse(sourced as LineJson) : null,
    })),
  };
}

const quoteLines = preparedQuery((db) =>
  db
    .select({ labor: laborLinesJson(quotes.id), parts: partLinesJson(quotes.id) })
    .from(quotes)
    .where(eq(quotes.id, sql.placeholder('quoteId')))
    .prepare('quote_lines_of_quote'),
);

/** A quote's labor and parts, in order (none for a quote that does not exist): one prepared query. */
export async function getQuoteItems(db: Db | Tx, quoteId: string) {
  const [row] = await quoteLines(db).execute({ quoteId });
  return quoteItemsFromJson(row?.labor ?? [], row?.parts ?? []);
}

export type QuoteItems = Awaited<ReturnType<typeof getQuoteItems>>;

/** The shop's address, phone and website, as the panel and the customer's page print them. */
export const SHOP_CONTACT = {
  address1: shops.address1,
  address2: shops.address2,
  city: shops.city,
  state: shops.state,
  zip: shops.zip,
  phone: shops.phone,
  website: shops.website,
};

const PANEL_SHOP = {
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
  estimate_fees: shops.estimate_fees,
  estimate_validity_days: shops.estimate_validity_days,
  ...SHOP_CONTACT,
};

type JsonDate = string; // a timestamp as PostgreSQL writes it in JSON (ISO 8601)

type RelatedJobJson = {
  similarity: number;
  id: string;
  title: string;
  /** The labor guide job the network job was matched to, whose name reads cleaner than the title. */
  guide_job_name: string | null;
  authorized_date: JsonDate;
  repair_order_id: string;
  make: string;
  model: string;
  model_year: number;
  labor_items: Array<{ id: string; description: string; hours: number; rate: number }>;
  part_items: Array<{
    id: string;
    name: string;
    quantity: number;
    retail: number;
    brand: string | null;
    part_number: string | null;
  }>;
};

/** The network jobs the quote was built from, in order, each with its labor and parts. */
const relatedJobsJson = jsonList<RelatedJobJson>(sql`
  select json_agg(json_build_object(
    'similarity', ${quoteRelatedJobs.similarity}, 'id', ${jobs.id}, 'title', ${jobs.title},
    'guide_job_name', ${guideJobs.name},
    'authorized_date', ${jobs.authorized_date}, 'repair_order_id', ${jobs.repair_order_id},
    'make', ${jobs.make}, 'model', ${jobs.model}, 'model_year', ${jobs.model_year},
    'labor_items', ${jsonList(sql`
      select json_agg(json_build_object('id', ${jobLaborItems.id}, 'description', ${jobLaborItems.description},
        'hours', ${jobLaborItems.hours}, 'rate', ${jobLaborItems.rate}))
      from ${jobLaborItems} where ${jobLaborItems.job_id} = ${jobs.id}`)},
    'part_items', ${jsonList(sql`
      select json_agg(json_build_object('id', ${jobPartItems.id}, 'name', ${jobPartItems.name},
        'quantity', ${jobPartItems.quantity}, 'retail', ${jobPartItems.retail}, 'brand', ${jobPartItems.brand},
        'part_number', ${jobPartItems.part_number}))
      from ${jobPartItems} where ${jobPartItems.job_id} = ${jobs.id}`)}
  ) order by ${quoteRelatedJobs.position})
  from ${quoteRelatedJobs} inner join ${jobs} on ${jobs.id} = ${quoteRelatedJobs.job_id}
  left join ${guideJobs} on ${guideJobs.id} = ${jobs.guide_job_id}
  where ${quoteRelatedJobs.quote_id} = ${quotes.id}`);

type GuideJobJson = {
  score: number;
  id: string;
  name: string;
  smartJobId: (typeof guideJobs.$inferSelect)['smartJobId'];
  system: (typeof guideJobs.$inferSelect)['system'];
  labor: Array<
    Pick<
      typeof guideLaborItems.$inferSelect,
      'id' | 'name' | 'operation' | 'section' | 'base_hours' | 'modifiers'
    >
  >;
  parts: Array<{ id: string; name: string; quantity: number; retail: number }>;
};

/** The labor guide's jobs matched to the quote, in order, each with its labor and parts in guide order. */
const guideJobsJson = jsonList<GuideJobJson>(sql`
  select json_agg(json_build_object(
    'score', ${quoteToGuideJobs.score}, 'id', ${guideJobs.id}, 'name', ${guideJobs.name},
    'smartJobId', ${guideJobs.smartJobId}, 'system', ${guideJobs.system},
    'labor', ${jsonList(sql`
      select json_agg(json_build_object('id', ${guideLaborItems.id}, 'name', ${guideLaborItems.name},
        'operation', ${guideLaborItems.operation}, 'section', ${guideLaborItems.section},
        'base_hours', ${guideLaborItems.base_hours}, 'modifiers', ${guideLaborItems.modifiers})
        order by ${guideLaborItems.position})
      from ${guideLaborItems} where ${guideLaborItems.guide_job_id} = ${guideJobs.id}`)},
    'parts', ${jsonList(sql`
      select json_agg(json_build_object('id', ${guidePartItems.id}, 'name', ${guidePartItems.name},
        'quantity', ${guidePartItems.quantity}, 'retail', ${guidePartItems.retail})
        order by ${guidePartItems.position})
      from ${guidePartItems} where ${guidePartItems.guide_job_id} = ${guideJobs.id}`)}
  ) order by ${quoteToGuideJobs.position})
  from ${quoteToGuideJobs} inner join ${guideJobs} on ${guideJobs.id} = ${quoteToGuideJobs.guide_job_id}
  where ${quoteToGuideJobs.quote_id} = ${quotes.id}`);

const knowledgeJson = jsonList<{
  id: string;
  title: string;
  description: string;
  source: (typeof knowledgeBases.$inferSelect)['source'];
  created_at: JsonDate;
  updated_at: JsonDate;
}>(sql`
  select json_agg(json_build_object('id', ${knowledgeBases.id}, 'title', ${knowledgeBases.title},
    'description', ${knowledgeBases.description}, 'source', ${knowledgeBases.source},
    'created_at', ${knowledgeBases.created_at}, 'updated_at', ${knowledgeBases.updated_at}))
  from ${quoteKnowledgeBases}
  inner join ${knowledgeBases} on ${knowledgeBases.id} = ${quoteKnowledgeBases.knowledge_base_id}
  where ${quoteKnowledgeBases.quote_id} = ${quotes.id}`);

const guidelinesJson = jsonList<{ id: string; title: string; description: string; created_at: JsonDate }>(sql`
  select json_agg(json_build_object('id', ${appGuidelines.id}, 'title', ${appGuidelines.title},
    'description', ${appGuidelines.description}, 'created_at', ${appGuidelines.created_at}))
  from ${quoteAppGuidelines}
  inner join ${appGuidelines} on ${appGuidelines.id} = ${quoteAppGuidelines.app_guideline_id}
  where ${quoteAppGuidelines.quote_id} = ${quotes.id}`);

/** The quote's last revision sent (the highest number), to join laterally to `quotes`. */
export function lastRevisionSent(db: Db | Tx) {
  return db
    .select()
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quote_id, quotes.id))
    .orderBy(desc(quoteRevisions.number))
    .limit(1)
    .as('sent');
}

/**
 * The quote for the panel, found only through the caller's shops, in one row: its one-to-one
 * parts, the last revision sent, and its lists (each with its children) as JSON.
 */
function panelSelect(db: Db | Tx) {
  const sent = lastRevisionSent(db);
  return db
    .select({
      quote: quotes,
      shop: PANEL_SHOP,
      vehicle: vehicles,
      conversation: {
        id: conversations.id,
        title: conversations.title,
        selected_quote_id: conversations.selected_quote_id,
      },
      author: { id: users.id, name: users.name },
      latestRevision: {
        number: sent.number,
        total: sent.total,
        created_at: sent.created_at,
        expires_at: sent.expires_at,
        content: sent.content,
      },
      labor: laborLinesJson(quotes.id),
      parts: partLinesJson(quotes.id),
      relatedJobs: relatedJobsJson,
      guideJobs: guideJobsJson,
      knowledge: knowledgeJson,
      guidelines: guidelinesJson,
    })
    .from(quotes)
    .innerJoin(
      userShops,
      and(eq(userShops.shop_id, quotes.shop_id), eq(userShops.user_id, sql.placeholder('userId'))),
    )
    .innerJoin(shops, eq(shops.id, quotes.shop_id))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicle_id))
    .innerJoin(conversations, eq(conversations.id, quotes.conversation_id))
    .leftJoin(users, eq(users.id, quotes.created_by))
    .leftJoinLateral(sent, sql`true`)
    .where(eq(quotes.id, sql.placeholder('quoteId')))
    .limit(1);
}

const panelQuote = preparedQuery((db) => panelSelect(db).prepare('panel_quote'));

/**
 * The md5 of the panel's row as PostgreSQL writes it: equal hashes, equal rows, so an answer made
 * from a row with this hash is the answer (panel-cache.ts). Found only through the caller's shops.
 */
export const panelHash = preparedQuery((db) => {
  const row = panelSelect(db).as('panel_row');
  return db.select({ hash: sql<string>`md5(panel_row::text)` }).from(row).prepare('panel_quote_hash');
});

/**
 * The full quote for the quote panel: fields, items, the jobs it was built from and its knowledge.
 * It is read on every panel load and after every edit: one prepared query (decisions 025, 027).
 */
export async function getFullQuote(ctx: ProtectedContext, id: string) {
  const [row] = await panelQuote(ctx.db).execute({ quoteId: id, userId: ctx.user.id });
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  return panelOf(row);
}

/** The panel's row of a quote for a user (none when the user is not a member of its shop). */
export async function readPanelRow(db: Db | Tx, params: { quoteId: string; userId: string }) {
  const [row] = await panelQuote(db).execute(params);
  return row;
}

type PanelRow = NonNullable<Awaited<ReturnType<typeof readPanelRow>>>;

/** The panel's answer, made from its row alone: the same row always makes the same answer. */
export function panelOf(row: PanelRow) {
  const { quote, vehicle } = row;
  const items = quoteItemsFromJson(row.labor, row.parts);
  const settings = readEstimateFees(row.shop.estimate_fees);
  const live = chargedContent({ title: quote.title, ...items }, { settings, discounts: quote.discounts });
  return {
    ...quote,
    // Whether what the customer or the shop system holds still matches the live lines (decision 009).
    ...sendingStatus(row.latestRevision, live),
    // What the customer pays for the live quote: fees, discounts, tax and total due.
    estimate: live.estimate!,
    created_by: row.author,
    shop: { ...row.shop, estimate_fees: settings },
    vehicle,
    conversation: row.conversation,
    ...items,
    related_jobs: row.relatedJobs.map(
      ({ similarity, authorized_date, make, model, model_year, labor_items, part_items, ...job }) => ({
        similarity,
        job: {
          id: job.id,
          title: job.title,
          guide_job_name: job.guide_job_name,
          authorized_date: new Date(authorized_date),
          repair_order_id: job.repair_order_id,
          vehicle: { make, model, model_year },
          labor_items,
          part_items,
        },
      }),
    ),
    quote_to_guide_jobs: row.guideJobs.map(({ score, labor, parts, ...guide }) => ({
      score,
      guide_job: {
        ...guide,
        guide_labor_items: labor.map((l) => ({
          id: l.id,
          name: l.name,
          operation: l.operation,
          section: l.section,
          motorTime: motorTimeFor(l.base_hours, l.modifiers, vehicle),
        })),
        guide_part_items: parts,
      },
    })),
    knowledge_bases: row.knowledge.map((k) => ({
      ...k,
      created_at: new Date(k.created_at),
      updated_at: new Date(k.updated_at),
    })),
    app_guidelines: row.guidelines.map((g) => ({ ...g, created_at: new Date(g.created_at) })),
  };
}

export type FullQuote = ReturnType<typeof panelOf>;
