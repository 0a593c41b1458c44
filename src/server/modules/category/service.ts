import { asc, ilike, or, sql } from 'drizzle-orm';
import type { ProtectedContext } from '../../context-types';
import { categories } from '../../db/schema';
import { escapeLike } from '../../lib/sql-like';

/**
 * Category suggestions for the concern input: names containing the text or close to it
 * (trigram), those starting with it first.
 */
export async function suggestCategories(
  ctx: Pick<ProtectedContext, 'db'>,
  input: { search?: string; count: number },
) {
  const select = ctx.db.select({ id: categories.id, name: categories.name }).from(categories);
  if (!input.search) return select.orderBy(asc(categories.name)).limit(input.count);
  const pattern = `%${escapeLike(input.search)}%`;
  return select
    .where(or(ilike(categories.name, pattern), sql`${categories.name} % ${input.search}`))
    .orderBy(
      sql`(${categories.name} ilike ${`${escapeLike(input.search)}%`}) desc`,
      sql`similarity(${categories.name}, ${input.search}) desc`,
      asc(categories.name),
    )
    .limit(input.count);
}
