import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import type { MotorTimeModifiers } from '../../../shared/motor-time';
import { parentId, price } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    name: text().notNull().unique(),
  },
  (t) => [index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

// Our demo labor guide, shaped like MOTOR-style guides: a guide job ("smart job") bundles canned
// labor operations whose motor time depends on the vehicle, and the parts the job needs.
export const guideJobs = pgTable(
  'guide_jobs',
  {
    id: uuid().primaryKey(),
    smartJobId: text().notNull().unique(),
    name: text().notNull(),
    system: text().notNull(),
    category_id: integer()
      .notNull()
      .references(() => categories.id),
    keywords: text().notNull(),
    applies_to: jsonb().$type<{ fuel?: string[]; drive?: string[]; minCylinders?: number }>(),
    companions: text().array().notNull().default(sql`'{}'::text[]`),
    frequency: integer().notNull(),
  },
  (t) => [
    index('guide_jobs_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.name} || ' ' || ${t.system} || ' ' || ${t.keywords})`,
    ),
    index('guide_jobs_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const guideLaborItems = pgTable(
  'guide_labor_items',
  {
    id: uuid().primaryKey(),
    guide_job_id: parentId(() => guideJobs.id),
    position: integer().notNull(),
    name: text().notNull(),
    operation: text().notNull(),
    section: text().notNull(),
    base_hours: numeric({ precision: 5, scale: 1, mode: 'number' }).notNull(),
    modifiers: jsonb().$type<MotorTimeModifiers>().notNull().default({}),
  },
  (t) => [index().on(t.guide_job_id)],
);

export const guidePartItems = pgTable(
  'guide_part_items',
  {
    id: uuid().primaryKey(),
    guide_job_id: parentId(() => guideJobs.id),
    position: integer().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    per_cylinder: integer().notNull().default(0),
    retail: price().notNull(),
    pcdb_part_type_id: integer().notNull(),
  },
  (t) => [index().on(t.guide_job_id)],
);
