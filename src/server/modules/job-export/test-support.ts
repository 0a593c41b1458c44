import { eq } from 'drizzle-orm';
import { integrations, shops } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import type { TestApp } from '../../test/harness';
import { createQuote, seedQuoting } from '../../test/quote-fixture';

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
