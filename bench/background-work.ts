// Verify-all and source-all for a 10-line quote (10 labor and 10 part lines), timed from the
// start call to the end of the background run, on the bench dataset.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { enqueueQuoteWork } from '../src/server/background/queue';
import { runPendingJobs } from '../src/server/background/worker';
import type { AppDeps, ShopContext } from '../src/server/context-types';
import {
  quoteLaborItems,
  quotePartItems,
  shopSuppliers,
  sourcedParts,
  supplierStores,
} from '../src/server/db/schema';
import { createQuoteFromConcern } from '../src/server/modules/quote/service/create';

const EXTRA_LABOR = [
  'Brake fluid flush',
  'Tire rotation and balance',
  'Engine oil and filter change',
  'Cabin air filter',
  'Engine air filter',
  'Wiper blades front',
  'Four wheel alignment',
  'Battery test',
  'Coolant flush',
  'Spark plugs',
];
const EXTRA_PARTS: Array<[string, number]> = [
  ['Engine oil filter', 5340],
  ['Spark plug', 7212],
  ['Brake pad set, rear', 1684],
  ['Disc brake rotor, rear', 1896],
  ['Cabin air filter', 6832],
  ['Engine air filter', 6192],
  ['Wiper blade', 8852],
  ['Battery', 1000],
  ['Brake fluid', 1488],
  ['Serpentine belt', 9256],
];

export async function benchBackgroundWork(deps: AppDeps, ctx: ShopContext, vehicleId: string) {
  const stores = await deps.db.select().from(supplierStores).limit(2);
  for (const [i, store] of stores.entries())
    await deps.db
      .insert(shopSuppliers)
      .values({ shop_id: ctx.shop.id, store_id: store.id, priority: i + 1 })
      .onConflictDoNothing();
  const created = await createQuoteFromConcern(ctx, {
    vehicleId,
    searchQuery: 'grinding noise front when braking',
  });
  const quoteId = created.response.quote!.id;
  // Exactly 10 active lines of each kind.
  await deps.db.delete(quoteLaborItems).where(eq(quoteLaborItems.quote_id, quoteId));
  await deps.db.delete(quotePartItems).where(eq(quotePartItems.quote_id, quoteId));
  await deps.db.insert(quoteLaborItems).values(
    EXTRA_LABOR.map((title, position) => ({
      quote_id: quoteId,
      position,
      title,
      description: title,
      hours: 1,
      rate: 150,
    })),
  );
  await deps.db.insert(quotePartItems).values(
    EXTRA_PARTS.map(([name, type], position) => ({
      quote_id: quoteId,
      position,
      name,
      quantity: 1,
      retail: 40,
      pcdb_part_type_id: type,
    })),
  );
  let started = performance.now();
  await enqueueQuoteWork(deps.db, 'VERIFY_LABOR', quoteId);
  await runPendingJobs(deps);
  const verify = performance.now() - started;
  const linked = await deps.db.$count(
    quoteLaborItems,
    and(eq(quoteLaborItems.quote_id, quoteId), isNotNull(quoteLaborItems.guide_labor_item_id)),
  );
  started = performance.now();
  await enqueueQuoteWork(deps.db, 'SOURCE_PARTS', quoteId);
  await runPendingJobs(deps);
  const source = performance.now() - started;
  const partIds = (
    await deps.db
      .select({ id: quotePartItems.id })
      .from(quotePartItems)
      .where(eq(quotePartItems.quote_id, quoteId))
  ).map((p) => p.id);
  const sourced = await deps.db.$count(sourcedParts, inArray(sourcedParts.quote_part_item_id, partIds));
  return `10-line quote: verify-all ${verify.toFixed(0)} ms (${linked} of 10 labor lines linked), source-all ${source.toFixed(0)} ms (${sourced} of 10 parts sourced at ${stores.length} supplier stores)`;
}
