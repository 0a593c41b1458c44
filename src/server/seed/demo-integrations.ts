import { integrations, type shops } from '../db/schema';
import type { AppDeps } from '../deps';
import { encryptSecret } from '../lib/secret-box';

type SeededShop = Pick<typeof shops.$inferSelect, 'id' | 'name'>;

/**
 * The demo Tekmetric and Shop-Ware shops come connected to the loopback emulators (their
 * accounts there), so job creation works on the first start. base_url stays empty: the host
 * comes from TEKMETRIC_API_URL / SHOPWARE_API_URL, which `npm start` points at the emulators.
 */
export async function seedDemoIntegrations(deps: Pick<AppDeps, 'db' | 'env'>, seeded: SeededShop[]) {
  const { EMULATOR_CREDENTIALS } = await import('../../../dev/emulators/tekmetric/server');
  const { EMULATOR_SHOPWARE_PARTNER } = await import('../../../dev/emulators/shopware/server');
  const byName = (name: string) => seeded.find((shop) => shop.name === name);
  const tekmetricShop = byName('Bayside Auto Care');
  const shopWareShop = byName('Great Lakes Service Center');
  const seal = (secret: string) => encryptSecret(secret, deps.env.APP_SECRET);
  const rows: Array<typeof integrations.$inferInsert> = [];
  if (tekmetricShop) {
    rows.push({
      shop_id: tekmetricShop.id,
      type: 'TEKMETRIC',
      email: 'service@bayside.example',
      public_key: EMULATOR_CREDENTIALS.clientId,
      private_key_encrypted: seal(EMULATOR_CREDENTIALS.clientSecret),
    });
  }
  if (shopWareShop) {
    rows.push({
      shop_id: shopWareShop.id,
      type: 'SHOP_WARE',
      email: 'office@greatlakes.example',
      public_key: EMULATOR_SHOPWARE_PARTNER.id,
      private_key_encrypted: seal(EMULATOR_SHOPWARE_PARTNER.secret),
    });
  }
  if (rows.length > 0) await deps.db.insert(integrations).values(rows).onConflictDoNothing();
}
