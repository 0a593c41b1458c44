import { z } from 'zod';

// The bounds of the database columns numbers are kept in (src/server/db/schema): a number past
// its column is a 500 from PostgreSQL ('numeric field overflow', 'out of range for type
// integer') unless the input schema refuses it first, with a message.

/** integer columns. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
/** numeric(10,2) columns: prices of a part. */
export const PRICE_COLUMN_MAX = 99_999_999.99;
/** numeric(12,2) columns: the totals of a quote's revision. */
export const TOTAL_COLUMN_MAX = 9_999_999_999.99;

/** At most `decimals` digits after the point (0.1 + 0.2 counts as 0.3). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  return Math.abs(value * scale - Math.round(value * scale)) < 1e-6;
}

/** Dollars and cents: at most two decimals, like the forms' step 0.01. */
export const isWholeCents = (value: number) => hasAtMostDecimals(value, 2);

/** The id of a row kept in an integer column (a supplier, a store, a part type). */
export function integerIdSchema(label: string) {
  return z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(INTEGER_COLUMN_MAX, `${label} must be at most ${INTEGER_COLUMN_MAX}`);
}

/** An amount of a numeric(10,2) price column. */
export function priceSchema(label: string) {
  return z
    .number(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(PRICE_COLUMN_MAX, `${label} must be at most 99,999,999.99`)
    .refine(isWholeCents, `${label} must be in dollars and cents (2 decimals at most)`);
}
