import { type SQL, sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { nullableUserId } from './auth';
import { createdAt, generatedId, hours, parentId, price, quantity, timestampTz } from './columns';
import { categories, guideJobs } from './guide';
import { shopId } from './shop';
import { vehicles } from './vehicle';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const CONCERN_TYPES = ['CUSTOMER', 'TECHNICIAN'] as const;

// The shared network of shops' repair history: read-only for every shop, no customer data.
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: uuid().primaryKey(),
    shop_id: shopId(),
    vehicle_id: uuid()
      .notNull()
      .references(() => vehicles.id),
    number: integer().notNull(),
    car_model_string: text().notNull(),
    mileage: integer(),
    created_at: timestampTz().notNull(),
  },
  (t) => [index().on(t.shop_id)],
);

export const repairOrderConcerns = pgTable(
  'repair_order_concerns',
  {
    id: uuid().primaryKey(),
    repair_order_id: parentId(() => repairOrders.id),
    type_concern: text({ enum: CONCERN_TYPES }).notNull(),
    description: text().notNull(),
    finding: text(),
  },
  (t) => [index().on(t.repair_order_id)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey(),
    repair_order_id: parentId(() => repairOrders.id),
    // Denormalised from the repair order and vehicle: the search filters and boosts on them.
    shop_id: uuid().notNull(),
    state: text().notNull(),
    vehicle_id: uuid().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    model_year: integer().notNull(),
    title: text().notNull(),
    note: text(),
    category_id: integer().references(() => categories.id),
    guide_job_id: uuid().references(() => guideJobs.id),
    authorized_date: timestampTz().notNull(),
    count_interactions: integer().notNull().default(0),
    /** Title, category and the customer's words: what the network search matches. */
    search_text: text().notNull(),
    // The words, plus one lexeme for the make and one for the make and model, so a search for
    // one vehicle is a single GIN lookup ('brake' & 'pad' & 'vmodel=ford f-150').
    search_vector: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', ${jobs.search_text}) || array_to_tsvector(array['vmake=' || lower(${jobs.make}), 'vmodel=' || lower(${jobs.make} || ' ' || ${jobs.model})])`,
    ),
  },
  (t) => [
    index('jobs_search_vector_idx').using('gin', t.search_vector),
    index('jobs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('jobs_vehicle_recent_idx').on(t.make, t.model, t.model_year, t.authorized_date.desc().nullsFirst()),
    index('jobs_model_recent_idx').on(t.make, t.model, t.authorized_date.desc().nullsFirst()),
    index('jobs_recent_idx').on(t.authorized_date.desc().nullsFirst()),
    // Also the guide jobs of a repair order without reading its rows (ai/network-history.ts).
    index().on(t.repair_order_id, t.guide_job_id),
    index().on(t.shop_id),
    // The quote engine reads a guide job's network history (ai/network-history.ts) one tier at a
    // time, in index order: similar jobs by vehicle, then model year, then most recent...
    index('jobs_guide_vehicle_idx').on(
      t.guide_job_id,
      t.make,
      t.model,
      t.model_year,
      t.authorized_date.desc().nullsFirst(),
    ),
    index('jobs_guide_make_idx').on(
      t.guide_job_id,
      t.make,
      t.model_year,
      t.authorized_date.desc().nullsFirst(),
    ),
    index('jobs_guide_year_idx').on(t.guide_job_id, t.model_year, t.authorized_date.desc().nullsFirst()),
    // ...and the repair orders sampled for companion jobs, same make first, most recent: make and
    // order in the index, so neither read touches the table.
    index('jobs_guide_make_recent_idx').on(
      t.guide_job_id,
      t.make,
      t.authorized_date.desc().nullsFirst(),
      t.repair_order_id,
    ),
    index('jobs_guide_recent_idx').on(
      t.guide_job_id,
      t.authorized_date.desc().nullsFirst(),
      t.make,
      t.repair_order_id,
    ),
  ],
);

export const jobLaborItems = pgTable(
  'job_labor_items',
  {
    id: uuid().primaryKey(),
    job_id: parentId(() => jobs.id),
    description: text().notNull(),
    hours: hours().notNull(),
    rate: price().notNull(),
    technician: text(),
  },
  (t) => [index().on(t.job_id)],
);

export const jobPartItems = pgTable(
  'job_part_items',
  {
    id: uuid().primaryKey(),
    job_id: parentId(() => jobs.id),
    name: text().notNull(),
    part_number: text(),
    brand: text(),
    description: text(),
    quantity: quantity().notNull(),
    retail: price().notNull(),
    cost: price().notNull(),
    pcdb_part_type_id: integer(),
  },
  (t) => [index().on(t.job_id)],
);

/** A shop staff member used a network job (added it to a job or quote). */
export const interactions = pgTable(
  'interactions',
  {
    id: generatedId(),
    job_id: parentId(() => jobs.id),
    user_id: nullableUserId(),
    created_at: createdAt(),
  },
  // One per user and job: using a job again does not inflate its count.
  (t) => [uniqueIndex().on(t.job_id, t.user_id)],
);

/** Words used by the network's jobs, for correcting misspelt search terms ('break' → 'brake'). */
export const searchWords = pgTable('search_words', {
  word: text().primaryKey(),
  ndoc: integer().notNull(),
});
