import { asc, eq } from 'drizzle-orm';
import type { DeleteIntegrationInput } from '../../../../shared/schemas/integration';
import type { ProtectedContext, ShopContext } from '../../../context-types';
import { integrations } from '../../../db/schema';
import { type IntegrationView, integrationForOwner, toView } from './access';

/** The shop's integrations, oldest first, keys masked. */
export async function listIntegrations(ctx: ShopContext): Promise<IntegrationView[]> {
  const rows = await ctx.db
    .select()
    .from(integrations)
    .where(eq(integrations.shop_id, ctx.shop.id))
    .orderBy(asc(integrations.created_at), asc(integrations.type));
  return rows.map((row) => toView(row, ctx.shop.name, ctx.deps.env.APP_SECRET));
}

export async function deleteIntegration(
  ctx: ProtectedContext,
  input: DeleteIntegrationInput,
): Promise<{ id: string }> {
  const { integration } = await integrationForOwner(ctx, input.id);
  await ctx.db.delete(integrations).where(eq(integrations.id, integration.id));
  return { id: integration.id };
}
