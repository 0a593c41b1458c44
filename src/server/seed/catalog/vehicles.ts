import type { VehicleSpec } from './types';
import { FORD_VEHICLES } from './vehicles/ford';
import { GM_AND_RAM_VEHICLES } from './vehicles/gm-ram';
import { HONDA_AND_NISSAN_VEHICLES } from './vehicles/honda-nissan';
import { OTHER_VEHICLES } from './vehicles/others';
import { TOYOTA_VEHICLES } from './vehicles/toyota-lexus';

/**
 * Demo vehicle catalogue: common US vehicles of model years 2008–2022 as shops see them. Each VIN
 * keeps a real vehicle's WMI, VDS, model-year and plant characters with a made-up serial and the
 * recomputed check digit; the offline decoder decodes it to the make, model and year given
 * (vehicles.test.ts). Models are named as vPIC names them ('F-150', '1500', '328i').
 */
export const VEHICLES: VehicleSpec[] = [
  ...FORD_VEHICLES,
  ...GM_AND_RAM_VEHICLES,
  ...TOYOTA_VEHICLES,
  ...HONDA_AND_NISSAN_VEHICLES,
  ...OTHER_VEHICLES,
];

/** A stable slug for a catalogue vehicle: 'ford-f-150-2013-5.0', 'toyota-camry-2015-2.5-hybrid'. */
export function vehicleKey(v: VehicleSpec): string {
  const engine = v.engine.fuel === 'Electric' ? 'ev' : v.engine.displacementL.toFixed(1);
  const fuel = v.engine.fuel === 'Hybrid' || v.engine.fuel === 'Diesel' ? `-${v.engine.fuel}` : '';
  return `${v.make}-${v.model}-${v.year}-${engine}${fuel}`
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');
}
