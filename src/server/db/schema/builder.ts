import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId } from './columns';
import { jobExportColumns } from './quote-outcome';
import { shopId } from './shop';

/**
 * A job the Enhanced Job builder wrote into a repair order (job.createJobInTekmetric /
 * createJobInShopWare). Like quote_job_exports, the unique key is claimed before the external
 * call: the builder sends one idempotency key per job it means to create, so a double click or a
 * retry returns the stored answer and the repair order gets one job. The idempotency key is the
 * sha256 of shop, system, repair order and the builder's key; `result` holds the lines and the
 * matrix flags.
 */
export const builderJobExports = pgTable(
  'builder_job_exports',
  {
    id: generatedId(),
    shop_id: shopId(),
    job_name: text().notNull(),
    ...jobExportColumns(),
  },
  (t) => [index().on(t.shop_id)],
);
