import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { requirePlatformAccess } from '../platform-access';
import { createPlateToVinClient } from './client';
import { createDemoPlateLookup } from './demo';
import type { PlateLookup } from './types';

/**
 * The real PlateToVIN client when PLATE_LOOKUP_URL is set, otherwise the demo plates table. Each
 * lookup reads the platform's access first (Admin → Auth APIs): the key an admin set, or the
 * system switched off.
 */
export function createPlateLookup(env: Env, db: Db): PlateLookup {
  const demo = createDemoPlateLookup(db);
  const baseUrl = env.PLATE_LOOKUP_URL;
  return {
    name: baseUrl ? 'platetovin' : demo.name,
    async lookup(plate, state) {
      const access = await requirePlatformAccess(db, env, 'PLATE_LOOKUP');
      if (!baseUrl) return demo.lookup(plate, state);
      return createPlateToVinClient({ baseUrl, apiKey: access.secret ?? '' }).lookup(plate, state);
    },
  };
}
