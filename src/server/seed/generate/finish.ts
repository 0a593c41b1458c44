import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetNetworkReads } from '../../db/kept-reads';
import { refreshSearchWords } from '../../modules/job/search-words';

/**
 * After a bulk load: the spelling word list, fresh planner statistics, and the new rows marked
 * visible once (VACUUM), rather than by the first searches that read them (each a write).
 */
export async function finishNetworkImport(db: Db) {
  const started = performance.now();
  await refreshSearchWords(db);
  await db.execute(sql`vacuum (analyze)`);
  forgetNetworkReads();
  return { seconds: (performance.now() - started) / 1000 };
}
