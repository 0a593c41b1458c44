import { and, asc, eq } from 'drizzle-orm';
import type { MatrixRow } from '../../../shared/matrix';
import type { MatrixType } from '../../../shared/schemas/matrix';
import type { ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import { matrices } from '../../db/schema';

// A matrix row as the editor and the quote engine read it.
const matrixRow = {
  id: matrices.id,
  type: matrices.type,
  startCost: matrices.startCost,
  endCost: matrices.endCost,
  multiplier: matrices.multiplier,
};

export async function shopMatrix(db: Db, shopId: string, type: MatrixType) {
  return db
    .select(matrixRow)
    .from(matrices)
    .where(and(eq(matrices.shop_id, shopId), eq(matrices.type, type)))
    .orderBy(asc(matrices.position));
}

/** Both of the shop's matrices in one query, each in its order. */
export async function shopMatrices(db: Db, shopId: string) {
  const rows = await db
    .select(matrixRow)
    .from(matrices)
    .where(eq(matrices.shop_id, shopId))
    .orderBy(asc(matrices.type), asc(matrices.position));
  return {
    labor: rows.filter((r) => r.type === 'LABOR'),
    parts: rows.filter((r) => r.type === 'PARTS'),
  };
}

export function getMatrices(ctx: ShopContext, input: { type: MatrixType }) {
  return shopMatrix(ctx.db, ctx.shop.id, input.type);
}

/** Replaces the shop's rows of a type at once (the editor saves the whole table). */
export async function replaceMatrices(ctx: ShopContext, input: { type: MatrixType; matrices: MatrixRow[] }) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(matrices).where(and(eq(matrices.shop_id, ctx.shop.id), eq(matrices.type, input.type)));
    if (input.matrices.length)
      await tx.insert(matrices).values(
        input.matrices.map((row, position) => ({
          ...row,
          position,
          type: input.type,
          shop_id: ctx.shop.id,
        })),
      );
  });
  return shopMatrix(ctx.db, ctx.shop.id, input.type);
}
