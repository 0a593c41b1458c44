import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ProtectedContext } from '../../../context-types';
import type { Db, Tx } from '../../../db/client';
import {
  guideLaborItems,
  quoteDeletedLines,
  quoteLaborItems,
  quotePartItems,
  quotes,
  sourcedParts,
  userShops,
} from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { isPositionTaken, nextPosition, touchQuote } from './line-position';
import { getFullQuote } from './read';

// 'Undo' of a deleted line: the delete keeps the whole row (and a part's sourced part) as a
// snapshot, and a restore puts it back with the same id and position, so it reappears where it was.
// Only a line added after the delete can have taken that position (adds go after the last line,
// so the deleted line was the last one): the restored line then goes after it, at the end.

/**
 * How long a deleted line can be restored. The toast offers Undo for 10 s; the server allows far
 * more so an Undo clicked at the last moment still lands over a slow or briefly lost connection.
 */
export const RESTORE_WINDOW_SECONDS = 15 * 60;

const GONE = 'This line can no longer be restored.';

type LaborRow = typeof quoteLaborItems.$inferSelect;
type PartRow = typeof quotePartItems.$inferSelect;
type SourcedPartRow = typeof sourcedParts.$inferSelect;
type DeletedLineKind = (typeof quoteDeletedLines.$inferSelect)['kind'];

/** The oldest restorable deletion, on the database's clock (the one that wrote deleted_at). */
const windowStart = () => sql`now() - (${RESTORE_WINDOW_SECONDS}::integer * interval '1 second')`;

/** Deletes a labor line, keeping it as a snapshot. Nothing is kept when it was already gone. */
export async function deleteLaborLineWithSnapshot(tx: Tx, lineId: string, userId: string) {
  const [line] = await tx.delete(quoteLaborItems).where(eq(quoteLaborItems.id, lineId)).returning();
  if (!line) return;
  await tx.insert(quoteDeletedLines).values({
    quote_id: line.quote_id,
    kind: 'LABOR',
    line_id: line.id,
    line,
    deleted_by: userId,
  });
}

/** Deletes a part line (its sourced part goes by cascade), keeping both as a snapshot. */
export async function deletePartLineWithSnapshot(tx: Tx, lineId: string, userId: string) {
  // Locked so a sourcing finishing meanwhile cannot change the part between this read and the cascade.
  const [sourced] = await tx
    .select()
    .from(sourcedParts)
    .where(eq(sourcedParts.quote_part_item_id, lineId))
    .for('update');
  const [line] = await tx.delete(quotePartItems).where(eq(quotePartItems.id, lineId)).returning();
  if (!line) return;
  await tx.insert(quoteDeletedLines).values({
    quote_id: line.quote_id,
    kind: 'PART',
    line_id: line.id,
    line,
    sourced_part: sourced ?? null,
    deleted_by: userId,
  });
}

/**
 * Snapshots past the window can never be restored; removed whenever a line is deleted, outside the
 * delete's transaction since it is housekeeping that may lag or fail without harm.
 */
export async function purgeExpiredSnapshots(db: Db) {
  await db.delete(quoteDeletedLines).where(lt(quoteDeletedLines.deleted_at, windowStart()));
}

/**
 * Takes the caller's latest restorable snapshot of the line, deleting it so a second restore (even a
 * concurrent one, which waits on the row lock and then finds it gone) answers NOT_FOUND.
 */
async function claimSnapshot(tx: Tx, userId: string, kind: DeletedLineKind, lineId: string) {
  const [found] = await tx
    .select({ id: quoteDeletedLines.id })
    .from(quoteDeletedLines)
    .innerJoin(quotes, eq(quotes.id, quoteDeletedLines.quote_id))
    .innerJoin(userShops, and(eq(userShops.shop_id, quotes.shop_id), eq(userShops.user_id, userId)))
    .where(
      and(
        eq(quoteDeletedLines.line_id, lineId),
        eq(quoteDeletedLines.kind, kind),
        gt(quoteDeletedLines.deleted_at, windowStart()),
      ),
    )
    .orderBy(desc(quoteDeletedLines.deleted_at))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', GONE);
  const [snapshot] = await tx.delete(quoteDeletedLines).where(eq(quoteDeletedLines.id, found.id)).returning();
  if (!snapshot) throw new AppError('NOT_FOUND', GONE);
  return snapshot;
}

/** The line's old position, or the end when a line added meanwhile holds it. */
async function restoredPosition(
  tx: Tx,
  table: typeof quoteLaborItems | typeof quotePartItems,
  line: LaborRow | PartRow,
) {
  await touchQuote(tx, line.quote_id);
  return (await isPositionTaken(tx, table, line.quote_id, line.position))
    ? nextPosition(tx, table, line.quote_id)
    : line.position;
}

/** 'Undo' of a labor delete: the line comes back with its id, position, guide link and source. */
export async function restoreLaborItem(ctx: ProtectedContext, input: { id: string }) {
  const quoteId = await ctx.db.transaction(async (tx) => {
    const snapshot = await claimSnapshot(tx, ctx.user.id, 'LABOR', input.id);
    // jsonb keeps numbers, strings, booleans and the source object as they were: no revival needed.
    const line = snapshot.line as LaborRow;
    const guideId = line.guide_labor_item_id ? await existingGuideItem(tx, line.guide_labor_item_id) : null;
    // A guide operation removed meanwhile unlinks the line, as the foreign key's 'set null' would have.
    const position = await restoredPosition(tx, quoteLaborItems, line);
    const restored = await tx
      .insert(quoteLaborItems)
      .values({ ...line, position, guide_labor_item_id: guideId })
      .onConflictDoNothing({ target: quoteLaborItems.id })
      .returning({ id: quoteLaborItems.id });
    if (!restored.length) throw new AppError('NOT_FOUND', GONE);
    return line.quote_id;
  });
  return getFullQuote(ctx, quoteId);
}

/** 'Undo' of a part delete: the line comes back with its id and position, and its sourced part. */
export async function restorePartItem(ctx: ProtectedContext, input: { id: string }) {
  const quoteId = await ctx.db.transaction(async (tx) => {
    const snapshot = await claimSnapshot(tx, ctx.user.id, 'PART', input.id);
    const line = snapshot.line as PartRow;
    const position = await restoredPosition(tx, quotePartItems, line);
    const restored = await tx
      .insert(quotePartItems)
      .values({ ...line, position })
      .onConflictDoNothing({ target: quotePartItems.id })
      .returning({ id: quotePartItems.id });
    if (!restored.length) throw new AppError('NOT_FOUND', GONE);
    if (snapshot.sourced_part) {
      const sourced = snapshot.sourced_part as Omit<SourcedPartRow, 'created_at'> & { created_at: string };
      // Timestamps come back from jsonb as ISO strings.
      await tx.insert(sourcedParts).values({ ...sourced, created_at: new Date(sourced.created_at) });
    }
    return line.quote_id;
  });
  return getFullQuote(ctx, quoteId);
}

async function existingGuideItem(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: guideLaborItems.id })
    .from(guideLaborItems)
    .where(eq(guideLaborItems.id, id));
  return row?.id ?? null;
}
