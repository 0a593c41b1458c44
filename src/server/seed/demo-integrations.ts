import type { AppDeps } from '../context-types';
import { integrations, type shops } from '../db/schema';
import { encryptSecret } from '../lib/secret-box';

type SeededShop = Pick<typeof shops.$inferSelect, 'id' | 'name'>;

/**
 * The demo Tekmetric and Shop-Ware shops come connected to the loopback emulators (their
 * accounts there, DEMO_* in the environment, which dev/start.ts sets), so job creation works on
 * the first start. base_url stays empty: the host comes from TEKMETRIC_API_URL /
 * SHOPWARE_API_URL, which dev/start.ts points at the emulators. Without them no shop is connected.
 */
export async function seedDemoIntegrations(deps: Pick<AppDeps, 'db' | 'env'>, seeded: SeededShop[]) {
  const { env } = deps;
  const byName = (name: string) => seeded.find((shop) => shop.name === name);
  const tekmetricShop = byName('Bayside Auto Care');
  const shopWareShop = byName('Great Lakes Service Center');
  const seal = (secret: string) => encryptSecret(secret, deps.env.APP_SECRET);
  const rows: Array<typeof integrations.$inferInsert> = [];
  if (tekmetricShop && env.DEMO_TEKMETRIC_CLIENT_ID && env.DEMO_TEKMETRIC_CLIENT_SECRET) {
    rows.push({
      shop_id: tekmetricShop.id,
      type: 'TEKMETRIC',
      email: 'service@bayside.example',
      public_key: env.DEMO_TEKMETRIC_CLIENT_ID,
      private_key_encrypted: seal(env.DEMO_TEKMETRIC_CLIENT_SECRET),
    });
  }
  if (shopWareShop && env.DEMO_SHOPWARE_PARTNER_ID && env.DEMO_SHOPWARE_PARTNER_SECRET) {
    rows.push({
      shop_id: shopWareShop.id,
      type: 'SHOP_WARE',
      email: 'office@greatlakes.example',
      public_key: env.DEMO_SHOPWARE_PARTNER_ID,
      private_key_encrypted: seal(env.DEMO_SHOPWARE_PARTNER_SECRET),
    });
  }
  if (rows.length > 0) await deps.db.insert(integrations).values(rows).onConflictDoNothing();
}
