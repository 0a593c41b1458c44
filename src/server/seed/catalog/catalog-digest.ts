import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

// A fingerprint of what the seed writes from the catalogue, so moving or reformatting the catalogue
// data can be shown to change nothing. The generator is deterministic (seeded ids, dates anchored to
// NETWORK_ANCHOR, serial ids in a fresh database); only the columns PostgreSQL fills with now() differ
// between two runs, so those are left out.

/** Each table the repair-knowledge seed fills, with the columns left out (the time of the run). */
const SEEDED_TABLES: Record<string, string[]> = {
  categories: [],
  guide_jobs: [],
  guide_labor_items: [],
  guide_part_items: [],
  vehicles: ['created_at'],
  part_types: [],
  catalog_parts: [],
  suppliers: [],
  supplier_stores: [],
  catalog_stock: [],
  // Columns added after the catalogue moved (network approval, estimate fees, reminders, suppliers on
  // the customer's page); the seed leaves them at their defaults.
  shops: [
    'created_at',
    'updated_at',
    'network_status',
    'network_approved_via',
    'network_approved_at',
    'created_by',
    'estimate_fees',
    'estimate_validity_days',
    'estimate_terms',
    'deferred_reminders_enabled',
    'deferred_reminder_days',
    'deferred_reminder_email',
    'deferred_reminder_sms',
    'show_suppliers_to_customers',
    // Advanced by every quote written.
    'next_estimate_number',
  ],
  repair_orders: [],
  repair_order_concerns: [],
  // Derived by PostgreSQL's English stemmer from columns digested here; its text differs between
  // PostgreSQL versions (PGlite and the server), so it is left out too.
  jobs: ['search_vector'],
  job_labor_items: [],
  job_part_items: [],
};

/** JSON with object keys sorted at every depth, so equal data gives equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Per seeded table: its row count and the SHA-256 of its rows, canonical and sorted. */
export async function seededTableDigests(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [table, timeColumns] of Object.entries(SEEDED_TABLES)) {
    const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${table}"`));
    const lines = rows
      .map((row) => {
        for (const column of timeColumns) delete row[column];
        return canonicalJson(row);
      })
      .sort();
    digests[table] = `${rows.length} ${sha256(lines.join('\n'))}`;
  }
  return digests;
}
