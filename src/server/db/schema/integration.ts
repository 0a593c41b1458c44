import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { generatedId, timestamps } from './columns';
import { shopId } from './shop';

export const INTEGRATION_TYPES = ['TEKMETRIC', 'SHOP_WARE', 'PARTS_TECH'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/**
 * A shop's account at an external system. Keys are stored only as secret-box ciphertext
 * (src/server/lib/secret-box.ts) and never sent back to the browser in clear.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: generatedId(),
    shop_id: shopId(),
    type: text({ enum: INTEGRATION_TYPES }).notNull(),
    email: text(),
    /** The account's public identifier; for PartsTech the user id (username). */
    public_key: text(),
    /** PartsTech only: the partner id that goes with partner_key_encrypted. */
    partner_id: text(),
    /** The account's API key (for PartsTech the user key), encrypted. */
    private_key_encrypted: text().notNull(),
    partner_key_encrypted: text(),
    /** Null: the vendor's production API; otherwise a sandbox or a loopback emulator. */
    base_url: text(),
    ...timestamps(),
  },
  (t) => [unique().on(t.shop_id, t.type), index().on(t.shop_id)],
);
