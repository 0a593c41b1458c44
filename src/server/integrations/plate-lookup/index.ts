import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createPlateToVinClient } from './client';
import { createDemoPlateLookup } from './demo';
import type { PlateLookup } from './types';

/** The real PlateToVIN client when PLATE_LOOKUP_URL is set, otherwise the demo plates table. */
export function createPlateLookup(env: Env, db: Db): PlateLookup {
  if (env.PLATE_LOOKUP_URL) {
    return createPlateToVinClient({ baseUrl: env.PLATE_LOOKUP_URL, apiKey: env.PLATE_LOOKUP_API_KEY ?? '' });
  }
  return createDemoPlateLookup(db);
}
