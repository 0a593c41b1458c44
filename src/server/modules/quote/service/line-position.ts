import { and, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { type quoteLaborItems, type quotePartItems, quotes } from '../../../db/schema';

// A quote's lines are numbered 0..n-1 (unique per quote). Every write that gives a line a
// position on an existing quote first updates the quote row: its row lock makes such writes to one
// quote take turns, so each reads the positions the one before it committed.

type LineTable = typeof quoteLaborItems | typeof quotePartItems;

/** Marks the quote as changed; inside a transaction, holds its row until the end. */
export const touchQuote = (db: Db | Tx, quoteId: string) =>
  db.update(quotes).set({ updated_at: new Date() }).where(eq(quotes.id, quoteId));

/** The position after the quote's last line; call after touchQuote in the same transaction. */
export async function nextPosition(tx: Tx, table: LineTable, quoteId: string) {
  const [row] = await tx
    .select({ n: max(table.position) })
    .from(table)
    .where(eq(table.quote_id, quoteId));
  return (row?.n ?? -1) + 1;
}

/** Whether a line of the quote holds the position; call after touchQuote in the same transaction. */
export async function isPositionTaken(tx: Tx, table: LineTable, quoteId: string, position: number) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.quote_id, quoteId), eq(table.position, position)))
    .limit(1);
  return row !== undefined;
}

/** Adds a line after the quote's last one: `insert` writes it at the position it is given. */
export function appendLine(
  db: Db,
  table: LineTable,
  quoteId: string,
  insert: (tx: Tx, position: number) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    await touchQuote(tx, quoteId);
    await insert(tx, await nextPosition(tx, table, quoteId));
  });
}
