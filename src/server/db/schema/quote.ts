import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LineSource } from '../../../shared/quote-source';
import { users } from './auth';
import { guideJobs, guideLaborItems } from './guide';
import { jobs } from './network';
import { shops } from './shop';
import { vehicles } from './vehicle';

export const KNOWLEDGE_SOURCES = ['MANUAL', 'LEARNED'] as const;

/** What a shop knows and wants applied to its quotes (shop level); learned items land here too. */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: uuid().primaryKey().defaultRandom(),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    source: text({ enum: KNOWLEDGE_SOURCES }).notNull().default('MANUAL'),
    conversation_id: uuid().references((): AnyPgColumn => conversations.id, { onDelete: 'set null' }),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
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
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
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
    id: uuid().primaryKey().defaultRandom(),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    selected_quote_id: uuid().references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.shop_id, t.created_at.desc())],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversation_id: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    shop_id: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicle_id: uuid()
      .notNull()
      .references(() => vehicles.id),
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
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
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.conversation_id), index().on(t.shop_id)],
);

export const quoteLaborItems = pgTable(
  'quote_labor_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    hours: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    rate: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    is_suggested: boolean().notNull().default(false),
    /** The labor-guide operation the line is checked against; its motor time replaces hours in cost. */
    guide_labor_item_id: uuid().references(() => guideLaborItems.id, { onDelete: 'set null' }),
    /** The guide's motor time for the quote's vehicle when the link was made. */
    guide_motor_time: numeric({ precision: 6, scale: 2, mode: 'number' }),
    /** Where the line came from (guide operation, similar jobs, medians), for the UI to explain. */
    source: jsonb().$type<LineSource>(),
  },
  (t) => [uniqueIndex().on(t.quote_id, t.position)],
);

export const quotePartItems = pgTable(
  'quote_part_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    quantity: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull(),
    retail: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    is_suggested: boolean().notNull().default(false),
    pcdb_part_type_id: integer(),
    source: jsonb().$type<LineSource>(),
  },
  (t) => [uniqueIndex().on(t.quote_id, t.position)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversation_id: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null: written by the assistant. */
    created_by: text().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    quote_id: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    is_discussion: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.conversation_id, t.created_at)],
);

/** Network jobs the quote was built from (shown as 'Related Jobs'). */
export const quoteRelatedJobs = pgTable(
  'quote_related_jobs',
  {
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    job_id: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    similarity: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.job_id] })],
);

export const quoteToGuideJobs = pgTable(
  'quote_to_guide_jobs',
  {
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    guide_job_id: uuid()
      .notNull()
      .references(() => guideJobs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    score: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.guide_job_id] })],
);

export const quoteKnowledgeBases = pgTable(
  'quote_knowledge_bases',
  {
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    knowledge_base_id: uuid()
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.knowledge_base_id] })],
);

export const quoteAppGuidelines = pgTable(
  'quote_app_guidelines',
  {
    quote_id: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    app_guideline_id: uuid()
      .notNull()
      .references(() => appGuidelines.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.quote_id, t.app_guideline_id] })],
);
