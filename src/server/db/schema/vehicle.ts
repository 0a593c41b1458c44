import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, generatedId } from './columns';

export const vehicles = pgTable('vehicles', {
  id: generatedId(),
  vin: text().notNull().unique(),
  make: text(),
  model: text(),
  model_year: integer(),
  vehicle_type: text(),
  trim: text(),
  trim_2: text(),
  body_class: text(),
  drive_type: text(),
  engine_cylinders: integer(),
  displacement_l: text(),
  fuel_type_primary: text(),
  manufacturer: text(),
  series: text(),
  series_2: text(),
  img_url: text(),
  created_at: createdAt(),
});

// Backs the default plate provider so plate search works with no external account.
export const demoPlates = pgTable(
  'demo_plates',
  {
    state: text().notNull(),
    plate: text().notNull(),
    vin: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.state, t.plate] })],
);
