import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetNetworkSearches } from '../../modules/job/search-cache';
import { refreshSearchWords } from '../../modules/job/search-words';

/** After a bulk load: the spelling word list and fresh planner statistics. */
export async function finishNetworkImport(db: Db) {
  const started = performance.now();
  await refreshSearchWords(db);
  await db.execute(sql`analyze`);
  forgetNetworkSearches();
  return { seconds: (performance.now() - started) / 1000 };
}
