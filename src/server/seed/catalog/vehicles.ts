import { z } from 'zod';
import { loadCatalogCsv } from './load';
import { type VehicleSpec, vehicleSpecSchema } from './types';

const csvNumber = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'expected a number')
  .transform(Number);

// vehicles.csv: one vehicle a line; an empty trim is none; an electric vehicle's displacement and
// cylinders are 0.
export const vehicleRowSchema = z
  .strictObject({
    make: z.string(),
    model: z.string(),
    year: csvNumber,
    trim: z.string(),
    displacementL: csvNumber,
    cylinders: csvNumber,
    fuel: z.string(),
    drive: z.string(),
    body: z.string(),
    vin: z.string(),
    popularity: csvNumber,
  })
  .transform(({ displacementL, cylinders, fuel, trim, ...row }) => ({
    make: row.make,
    model: row.model,
    year: row.year,
    trim: trim === '' ? null : trim,
    engine: { displacementL, cylinders, fuel },
    drive: row.drive,
    body: row.body,
    vin: row.vin,
    popularity: row.popularity,
  }))
  .pipe(vehicleSpecSchema);

/**
 * Demo vehicle catalogue (vehicles.csv): common US vehicles of model years 2008–2022 as shops see
 * them. Each VIN keeps a real vehicle's WMI, VDS, model-year and plant characters with a made-up
 * serial and the recomputed check digit; the offline decoder decodes it to the make, model and year
 * given (vehicles.test.ts). Models are named as vPIC names them ('F-150', '1500', '328i').
 */
export const VEHICLES: VehicleSpec[] = loadCatalogCsv('vehicles.csv', vehicleRowSchema);

/** A stable slug for a catalogue vehicle: 'ford-f-150-2013-5.0', 'toyota-camry-2015-2.5-hybrid'. */
export function vehicleKey(v: VehicleSpec): string {
  const engine = v.engine.fuel === 'Electric' ? 'ev' : v.engine.displacementL.toFixed(1);
  const fuel = v.engine.fuel === 'Hybrid' || v.engine.fuel === 'Diesel' ? `-${v.engine.fuel}` : '';
  return `${v.make}-${v.model}-${v.year}-${engine}${fuel}`
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');
}
