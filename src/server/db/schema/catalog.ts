import { index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { parentId, price } from './columns';
import { shopId } from './shop';

export const SUPPLIER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

// The demo parts catalogue, read through the parts-provider interface (PartsTech-shaped).
export const partTypes = pgTable('part_types', {
  id: integer().primaryKey(), // PCdb part terminology id
  name: text().notNull(),
  category: text().notNull(),
});

export const catalogParts = pgTable(
  'catalog_parts',
  {
    id: uuid().primaryKey(),
    part_type_id: integer()
      .notNull()
      .references(() => partTypes.id),
    brand: text().notNull(),
    brand_id: text().notNull(),
    is_oe: integer().notNull().default(0),
    /** Null: fits every make; otherwise the makes it fits. */
    fits_make: text(),
    part_number: text().notNull().unique(),
    name: text().notNull(),
    cost: price().notNull(),
    list: price().notNull(),
    retail: price(),
    notes: jsonb().$type<string[][]>().notNull().default([]),
    image_url: text(),
  },
  (t) => [index().on(t.part_type_id, t.fits_make)],
);

export const suppliers = pgTable('suppliers', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
});

export const supplierStores = pgTable(
  'supplier_stores',
  {
    id: serial().primaryKey(),
    supplier_id: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
  },
  (t) => [index().on(t.supplier_id)],
);

export const catalogStock = pgTable(
  'catalog_stock',
  {
    part_id: parentId(() => catalogParts.id),
    store_id: integer()
      .notNull()
      .references(() => supplierStores.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.part_id, t.store_id] }), index().on(t.store_id)],
);

/** The supplier stores a shop buys from (supplier suggestions), in its order of preference. */
export const shopSuppliers = pgTable(
  'shop_suppliers',
  {
    id: serial().primaryKey(),
    shop_id: shopId(),
    store_id: integer()
      .notNull()
      .references(() => supplierStores.id, { onDelete: 'cascade' }),
    priority: integer().notNull(),
    status: text().notNull().default('ACTIVE'),
  },
  (t) => [unique().on(t.shop_id, t.store_id), index().on(t.shop_id)],
);
