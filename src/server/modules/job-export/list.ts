import { asc, eq, inArray } from 'drizzle-orm';
import type { ProtectedContext } from '../../context-types';
import { quoteJobExports, quoteRevisions, users } from '../../db/schema';
import { quoteWithShopForUser } from '../quote/service/access';
import type { ExportRow } from './claim';
import { systemFamily } from './keys';
import { exportMoney } from './money';
import { presentQuoteExport } from './present';
import { type AnsweredWork, answeredWork, isUpdateDue } from './work';

// What the quote panel shows of the shop system: the repair orders written from the quote, and
// what a job written now would carry once the customer has answered.

/** The answered revision's approved work as the dialogs show it, with what it leaves out. */
function describeWork(answered: AnsweredWork) {
  const jobKeys = answered.approved.map((job) => job.key);
  const money = exportMoney(answered.revision.content, answered.revision.number, jobKeys);
  return {
    revision: answered.revision.number,
    totalDue: money.totalDueCents / 100,
    approvedJobs: answered.approved.map(({ key, name, total }) => ({ key, name, total })),
    leftOut: answered.leftOut,
  };
}

/** quote.getJobWork: what a job created now writes (null: every charged line, no answers yet). */
export async function getJobWork(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const answered = await answeredWork(ctx.db, quote.id);
  return { answered: answered ? describeWork(answered) : null };
}

/**
 * quote.getJobExports: one entry per repair order written from the quote, newest first, for
 * members of its shop: what the RO holds (its latest write), every write in order, and the
 * update the customer's answers call for, if any.
 */
export async function getJobExports(ctx: ProtectedContext, input: { quoteId: string }) {
  const { quote } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [rows, answered] = await Promise.all([
    ctx.db
      .select({ row: quoteJobExports, createdBy: users.name })
      .from(quoteJobExports)
      .leftJoin(users, eq(users.id, quoteJobExports.created_by))
      .where(eq(quoteJobExports.quote_id, quote.id))
      .orderBy(asc(quoteJobExports.created_at)),
    answeredWork(ctx.db, quote.id),
  ]);
  const created = rows.filter(({ row }) => row.status === 'CREATED');
  const revisionIds = created.flatMap(({ row }) => (row.revision_id ? [row.revision_id] : []));
  const revisions = revisionIds.length
    ? await ctx.db
        .select({
          id: quoteRevisions.id,
          number: quoteRevisions.number,
          total: quoteRevisions.total,
          content: quoteRevisions.content,
        })
        .from(quoteRevisions)
        .where(inArray(quoteRevisions.id, revisionIds))
    : [];
  const byId = new Map(revisions.map((r) => [r.id, r]));
  const present = ({ row, createdBy }: { row: ExportRow; createdBy: string | null }) => ({
    ...presentQuoteExport(row, true, (row.revision_id && byId.get(row.revision_id)) || null),
    createdBy: createdBy ?? null,
  });

  const byRepairOrder = new Map<string, typeof created>();
  for (const write of created) {
    const key = `${systemFamily(write.row.system)}|${write.row.repair_order_id}`;
    byRepairOrder.set(key, [...(byRepairOrder.get(key) ?? []), write]);
  }
  return [...byRepairOrder.values()]
    .map((writes) => {
      const history = writes.map(present);
      const held = history.at(-1)!;
      const due = isUpdateDue(
        { revisionNumber: held.revision?.number ?? null, result: held.result },
        answered,
      );
      return {
        ...held,
        /** Every write on this RO, oldest first: the job's creation, then its updates. */
        history: history.map(({ kind, revision, createdAt, createdBy, leftOut }) => ({
          kind,
          revision,
          createdAt,
          createdBy,
          leftOut,
        })),
        updateAvailable: due && answered ? describeWork(answered) : null,
      };
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
