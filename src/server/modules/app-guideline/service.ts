import { appGuidelines } from '../../db/schema';
import type { ProtectedContext } from '../../trpc/context';

/** App-level guidelines apply to every shop's quotes; only admins write them. */
export async function createAppGuideline(
  ctx: ProtectedContext,
  input: { title: string; description: string },
) {
  const [row] = await ctx.db
    .insert(appGuidelines)
    .values({ title: input.title, description: input.description, created_by: ctx.user.id })
    .returning();
  return row!;
}
