import { inArray } from 'drizzle-orm';
import { APP_CONFIG, type AppConfigKey, type AppConfigValue } from '../../../shared/app-config';
import { type PolishStyle, polishWordsKey } from '../../ai/engine';
import type { Db } from '../../db/client';
import { appConfig } from '../../db/schema';

// Values are read on hot paths (sign-up, quote polish, new shops): a short cache per process,
// dropped by this process's own saves; another instance sees a change within CACHE_MS.
const CACHE_MS = 5_000;
// Keyed by database, as a bench or a test may hold several in one process.
let cache = new WeakMap<Db, { at: number; values: Map<string, unknown> }>();

/** Forgets the cached values (after a save). */
export function forgetAppConfig() {
  cache = new WeakMap();
}

async function loadValues(db: Db): Promise<Map<string, unknown>> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.values;
  const rows = await db
    .select({ key: appConfig.key, value: appConfig.value })
    .from(appConfig)
    .where(inArray(appConfig.key, Object.keys(APP_CONFIG)));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  cache.set(db, { at: Date.now(), values });
  return values;
}

/** A value of the registry: the saved one when it is still valid, else its default. */
export async function readAppConfig<Key extends AppConfigKey>(
  db: Db,
  key: Key,
): Promise<AppConfigValue<Key>> {
  const definition = APP_CONFIG[key];
  const saved = (await loadValues(db)).get(key);
  const parsed = definition.schema.safeParse(saved);
  return (saved !== undefined && parsed.success ? parsed.data : definition.default) as AppConfigValue<Key>;
}

/** The word limit of an AI polish style (app variables polish_words_*), given to the engine. */
export function readPolishWordLimit(db: Db, style: PolishStyle): Promise<number> {
  return readAppConfig(db, polishWordsKey(style));
}
