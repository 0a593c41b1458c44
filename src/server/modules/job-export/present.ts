import { asc, eq } from 'drizzle-orm';
import { quoteJobExports, users } from '../../db/schema';
import type { ProtectedContext } from '../../trpc/context';
import { quoteWithShopForUser } from '../quote/service/access';
import type { ExportRow } from './claim';

/** What the job-creation dialogs show: the created job and where to see it. */
export function presentExport(row: ExportRow, alreadyCreated: boolean) {
  return {
    id: row.external_job_id,
    system: row.system,
    repairOrderId: row.repair_order_id,
    repairOrderNumber: row.repair_order_number,
    link: row.link,
    result: row.result,
    createdAt: row.created_at,
    /** True when this call found the job created earlier and wrote nothing. */
    alreadyCreated,
  };
}

/** The jobs created from a quote, newest first, for members of its shop. */
export async function getJobExports(ctx: ProtectedContext, input: { quoteId: string }) {
  await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const rows = await ctx.db
    .select({ row: quoteJobExports, createdBy: users.name })
    .from(quoteJobExports)
    .leftJoin(users, eq(users.id, quoteJobExports.created_by))
    .where(eq(quoteJobExports.quote_id, input.quoteId))
    .orderBy(asc(quoteJobExports.created_at));
  return rows
    .filter(({ row }) => row.status === 'CREATED')
    .map(({ row, createdBy }) => ({ ...presentExport(row, true), createdBy: createdBy ?? null }))
    .reverse();
}
