import type { CategoryCents } from '../../../shared/estimate-money';
import { shopWareForShop } from '../integration/service/stored-clients';
import { assertUsesShopWare, quoteJobResult, writeShopWareJob } from './shopware';
import type { UpdateWriter } from './work';

/**
 * The RO's job written again with newer approved work. Shop-Ware's API cannot change a
 * recommendation's lines, so the revision's work becomes a new recommendation and note (the one
 * Shop-Ware writer), and the earlier recommendation is renamed to say it was replaced; the
 * advisor removes it in Shop-Ware when it is no longer needed (the dialog says so).
 */
export const updateShopWareJob: UpdateWriter = async (ctx, { quote, shop, held, work, money, marker }) => {
  assertUsesShopWare(shop);
  const shopWare = await shopWareForShop(ctx.deps, shop);
  const earlier = held.result ?? {};
  const earlierTitle = typeof earlier.title === 'string' ? earlier.title : `${quote.title} (${marker})`;
  // Renamed first: the same name written twice changes nothing, so a retry after a failure below
  // is safe, while a recommendation added twice could not be taken back through the API.
  await shopWare.client.renameRecommendation(shopWare.account, Number(held.external_job_id), {
    repairOrderId: Number(held.repair_order_id),
    description: `Replaced by revision ${money.revisionNumber}: ${earlierTitle}`,
  });
  const title = `${quote.title}, revision ${money.revisionNumber} (${marker})`;
  const written = await writeShopWareJob(shopWare, held.repair_order_id, {
    title,
    ...work.lines,
    money,
    discountsSetBefore: discountsSetBy(earlier),
  });
  return { ...written.outcome, result: quoteJobResult(title, work, money, written) };
};

/** The RO discounts a job's record says it set (written, or found already there). */
function discountsSetBy(result: Record<string, unknown>): CategoryCents {
  const set: CategoryCents = { labor: 0, parts: 0 };
  const outcomes = Array.isArray(result.discountsOnRepairOrder) ? result.discountsOnRepairOrder : [];
  for (const outcome of outcomes as Array<{ category?: unknown; cents?: unknown; status?: unknown }>) {
    const isSet = outcome.status === 'written' || outcome.status === 'already';
    if (isSet && (outcome.category === 'labor' || outcome.category === 'parts'))
      set[outcome.category] = Number(outcome.cents) || 0;
  }
  return set;
}
