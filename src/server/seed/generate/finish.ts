import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshSearchWords } from '../../modules/job/search-words';

/** After a bulk load: the spelling word list and fresh planner statistics. */
export async function finishNetworkImport(db: Db) {
  const started = performance.now();
  await refreshSearchWords(db);
  await db.execute(sql`analyze`);
  return { seconds: (performance.now() - started) / 1000 };
}
