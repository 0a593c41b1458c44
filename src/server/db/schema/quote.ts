import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LineSource } from '../../../shared/quote-source';
import type { EstimateDiscount } from '../../../shared/schemas/estimate';
import { nullableUserId } from './auth';
import { createdAt, generatedId, hours, parentId, price, quantity, timestamps } from './columns';
import { guideJobs, guideLaborItems } from './guide';
import { jobs } from './network';
import { shopId } from './shop';
import { vehicles } from './vehicle';

export const KNOWLEDGE_SOURCES = ['MANUAL', 'LEARNED'] as const;

/** What a shop knows and wants applied to its quotes (shop level); learned items land here too. */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: generatedId(),
    shop_id: shopId(),
    title: text().notNull(),
    description: text().notNull(),
    source: text({ enum: KNOWLEDGE_SOURCES }).notNull().default('MANUAL'),
    conversation_id: uuid().references((): AnyPgColumn => conversations.id, { onDelete: 'set null' }),
    created_by: nullableUserId(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.shop_id),
    index('knowledge_bases_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.description})`,
    ),
  ],
);

/** Rules for every shop's quotes (app level), written by admins. */
export const appGuidelines = pgTable(
  'app_guidelines',
  {
    id: generatedId(),
    title: text().notNull(),
    description: text().notNull(),
    created_by: nullableUserId(),
    ...timestamps(),
  },
  (t) => [
    index('app_guidelines_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.description})`,
    ),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: generatedId(),
    shop_id: shopId(),
    title: text().notNull(),
    created_by: nullableUserId(),
    selected_quote_id: uuid().references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.shop_id, t.created_at.desc())],
);

export const quotes = pgTable(
  'quotes',
  {
    id: generatedId(),
    conversation_id: parentId(() => conversations.id),
    shop_id: shopId(),
    vehicle_id: uuid()
      .notNull()
      .references(() => vehicles.id),
    created_by: nullableUserId(),
    title: text().notNull(),
    shortTitle: text('short_title').notNull(),
    prompt: text().notNull(),
    prompt_full: text(),
    output_text: text(),
    input_tokens: integer().notNull().default(0),
    output_tokens: integer().notNull().default(0),
    total_tokens: integer().notNull().default(0),
    ai_model_name: text().notNull(),
    time_to_create: integer().notNull(),
    isVerifyingLaborItemsInProgress: boolean('is_verifying_labor_items_in_progress').notNull().default(false),
    isSourcingPartsInProgress: boolean('is_sourcing_parts_in_progress').notNull().default(false),
    /** Why the last verify-all or source-all ended early, shown in the panel until the next run. */
    verify_error: text(),
    sourcing_error: text(),
    /**
     * The shop's estimate number, set by the quotes_estimate_number trigger from
     * shops.next_estimate_number when inserted as 0 (migration 0026): every path that writes a
     * quote gets one, and two quotes written at once never share one.
     */
    estimate_number: integer().notNull().default(0),
    /** The customer the estimate is for (filled from the share dialog, editable on the panel). */
    customer_name: text(),
    customer_phone: text(),
    customer_email: text(),
    /** Odometer reading when the vehicle came in, in miles. */
    odometer: integer(),
    /** Discounts on lines, jobs or the whole quote (estimateDiscountSchema), in the order given. */
    discounts: jsonb().$type<EstimateDiscount[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index().on(t.conversation_id),
    index().on(t.shop_id),
    uniqueIndex('quotes_shop_estimate_number').on(t.shop_id, t.estimate_number),
  ],
);

export const quoteLaborItems = pgTable(
  'quote_labor_items',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    position: integer().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    hours: hours().notNull(),
    rate: price().notNull(),
    is_suggested: boolean().notNull().default(false),
    /** The labor-guide operation the line is checked against; its motor time replaces hours in cost. */
    guide_labor_item_id: uuid().references(() => guideLaborItems.id, { onDelete: 'set null' }),
    /** The guide's motor time for the quote's vehicle when the link was made. */
    guide_motor_time: hours(),
    /**
     * The advisor chose these hours over the guide's (typed new hours, or unlinked the line):
     * verify-all keeps them unless the advisor says to use the guide's times.
     */
    hours_by_hand: boolean().notNull().default(false),
    /** Where the line came from (guide operation, similar jobs, medians), for the UI to explain. */
    source: jsonb().$type<LineSource>(),
  },
  (t) => [uniqueIndex().on(t.quote_id, t.position)],
);

export const quotePartItems = pgTable(
  'quote_part_items',
  {
    id: generatedId(),
    quote_id: parentId(() => quotes.id),
    position: integer().notNull(),
    name: text().notNull(),
    quantity: quantity().notNull(),
    retail: price().notNull(),
    is_suggested: boolean().notNull().default(false),
    pcdb_part_type_id: integer(),
    source: jsonb().$type<LineSource>(),
  },
  (t) => [uniqueIndex().on(t.quote_id, t.position)],
);

export const messages = pgTable(
  'messages',
  {
    id: generatedId(),
    conversation_id: parentId(() => conversations.id),
    /** Null: written by the assistant. */
    created_by: nullableUserId(),
    content: text().notNull(),
    quote_id: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    is_discussion: boolean().notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index().on(t.conversation_id, t.created_at)],
);

/** Network jobs the quote was built from (shown as 'Related Jobs'). */
export const quoteRelatedJobs = pgTable(
  'quote_related_jobs',
  {
    quote_id: parentId(() => quotes.id),
    job_id: parentId(() => jobs.id),
    position: integer().notNull(),
    similarity: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.job_id] })],
);

export const quoteToGuideJobs = pgTable(
  'quote_to_guide_jobs',
  {
    quote_id: parentId(() => quotes.id),
    guide_job_id: parentId(() => guideJobs.id),
    position: integer().notNull(),
    score: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.guide_job_id] })],
);

export const quoteKnowledgeBases = pgTable(
  'quote_knowledge_bases',
  {
    quote_id: parentId(() => quotes.id),
    knowledge_base_id: parentId(() => knowledgeBases.id),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.knowledge_base_id] })],
);

export const quoteAppGuidelines = pgTable(
  'quote_app_guidelines',
  {
    quote_id: parentId(() => quotes.id),
    app_guideline_id: parentId(() => appGuidelines.id),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.app_guideline_id] })],
);
