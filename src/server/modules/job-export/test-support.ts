import { eq } from 'drizzle-orm';
import type { EstimateFeeSettings } from '../../../shared/schemas/estimate';
import { integrations, shops } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import type { TestApp } from '../../test/harness';
import { createQuote, seedQuoting } from '../../test/quote-fixture';

/** A shop's fees and taxes as the money tests of both systems export them (issue 25). */
export const EXPORT_FEES: EstimateFeeSettings = {
  taxRates: { parts: 9.625, labor: 0, fees: 8.875 },
  shopSupplies: { percent: 7.5, basis: 'labor_and_parts', minCents: 500, maxCents: 4500, isTaxable: true },
  hazmat: { mode: 'flat', cents: 350, isTaxable: false },
};

/**
 * The start of every job-export test: a member of a shop that uses a shop system (connected to
 * its emulator with the emulator's account), and a quote of that shop.
 */
export async function seedShopSystemQuote(
  t: TestApp,
  shop: Partial<typeof shops.$inferInsert>,
  integration: { type: 'TEKMETRIC' | 'SHOP_WARE'; publicKey: string; secret: string },
) {
  const s = await seedQuoting(t, 200);
  await t.db.update(shops).set(shop).where(eq(shops.id, s.shop.id));
  await t.db.insert(integrations).values({
    shop_id: s.shop.id,
    type: integration.type,
    public_key: integration.publicKey,
    private_key_encrypted: encryptSecret(integration.secret, t.deps.env.APP_SECRET),
  });
  return { ...s, quoteId: await createQuote(t, s, 'front brake pads') };
}
