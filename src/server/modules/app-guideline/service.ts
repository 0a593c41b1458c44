import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AdminListInput, pageOffset } from '../../../shared/schemas/admin';
import type {
  CreateAppGuidelineInput,
  DeleteAppGuidelineInput,
  UpdateAppGuidelineInput,
} from '../../../shared/schemas/app-guideline';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { appGuidelines, quoteAppGuidelines, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsSearch } from '../../lib/sql-like';

type DbContext = Pick<ProtectedContext, 'db'>;

/** An app guideline as the admin list shows it: with its author and how many quotes used it. */
export type AdminAppGuideline = {
  id: string;
  title: string;
  description: string;
  created_at: Date;
  updated_at: Date;
  created_by: { name: string } | null;
  quotes: number;
};

const NOT_FOUND_MESSAGE = 'App guideline not found.';

/** One statement: guidelines with author and quote count (a grouped subquery, not one per row). */
function selectGuidelines(db: Db, where: SQL | undefined) {
  const usage = db
    .select({ app_guideline_id: quoteAppGuidelines.app_guideline_id, n: count().as('n') })
    .from(quoteAppGuidelines)
    .groupBy(quoteAppGuidelines.app_guideline_id)
    .as('usage');
  return db
    .select({
      id: appGuidelines.id,
      title: appGuidelines.title,
      description: appGuidelines.description,
      created_at: appGuidelines.created_at,
      updated_at: appGuidelines.updated_at,
      created_by: { name: users.name },
      quotes: sql<number>`coalesce(${usage.n}, 0)`.mapWith(Number),
    })
    .from(appGuidelines)
    .leftJoin(users, eq(users.id, appGuidelines.created_by))
    .leftJoin(usage, eq(usage.app_guideline_id, appGuidelines.id))
    .where(where)
    .orderBy(desc(appGuidelines.created_at), asc(appGuidelines.title), asc(appGuidelines.id))
    .$dynamic();
}

async function guidelineById(db: Db, id: string): Promise<AdminAppGuideline> {
  const [row] = await selectGuidelines(db, eq(appGuidelines.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/** Admin list: a page of guidelines, newest first (a seeded batch by title); the search matches title or description. */
export async function listAppGuidelines(
  ctx: DbContext,
  input: AdminListInput,
): Promise<{ appGuidelines: AdminAppGuideline[]; total: number }> {
  const where = containsSearch(input.search, [appGuidelines.title, appGuidelines.description]);
  const [rows, [counted]] = await Promise.all([
    selectGuidelines(ctx.db, where).limit(input.pageSize).offset(pageOffset(input)),
    ctx.db.select({ total: count() }).from(appGuidelines).where(where),
  ]);
  return { appGuidelines: rows, total: counted?.total ?? 0 };
}

/** App-level guidelines apply to every shop's quotes; only admins write them. */
export async function createAppGuideline(ctx: ProtectedContext, input: CreateAppGuidelineInput) {
  const [row] = await ctx.db
    .insert(appGuidelines)
    .values({ title: input.title, description: input.description, created_by: ctx.user.id })
    .returning();
  return row!;
}

/** Rewrites a guideline; the next quotes retrieve the new text. */
export async function updateAppGuideline(
  ctx: DbContext,
  input: UpdateAppGuidelineInput,
): Promise<AdminAppGuideline> {
  const [row] = await ctx.db
    .update(appGuidelines)
    .set({ title: input.title, description: input.description, updated_at: sql`now()` })
    .where(eq(appGuidelines.id, input.id))
    .returning({ id: appGuidelines.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return guidelineById(ctx.db, row.id);
}

/**
 * Removes a guideline so no later quote retrieves it. Its links to past quotes go with it (the
 * link table cascades): those quotes stop listing it under 'Guidelines (App level)', while their
 * lines and messages keep the text they were written with.
 */
export async function deleteAppGuideline(
  ctx: DbContext,
  input: DeleteAppGuidelineInput,
): Promise<{ id: string }> {
  const [row] = await ctx.db
    .delete(appGuidelines)
    .where(eq(appGuidelines.id, input.id))
    .returning({ id: appGuidelines.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return { id: row.id };
}
