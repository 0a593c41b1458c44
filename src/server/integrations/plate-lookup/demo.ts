import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoPlates } from '../../db/schema';
import type { PlateLookup } from './types';

/** Plate search with no external account: answers only the plates in the demo_plates table. */
export function createDemoPlateLookup(db: Db): PlateLookup {
  return {
    name: 'demo',
    async lookup(plate, state) {
      const [row] = await db
        .select({ vin: demoPlates.vin })
        .from(demoPlates)
        .where(and(eq(demoPlates.state, state), eq(demoPlates.plate, plate)))
        .limit(1);
      return row ? { vin: row.vin } : null;
    },
  };
}
