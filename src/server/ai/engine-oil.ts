import { z } from 'zod';
import type { EngineVehicle } from './engine';
import data from './engine-oil.json' with { type: 'json' };

// Published engine-oil capacities and viscosities by engine (engine-oil.json). Parsed once at load
// so a malformed row fails the server's start, not an advisor's quote.

const engineOilSpecSchema = z.object({
  makes: z.array(z.string().min(1)).min(1),
  models: z.array(z.string().min(1)).min(1).nullable(),
  years: z.tuple([z.number().int(), z.number().int()]),
  litres: z.number().positive(),
  cylinders: z.number().int().positive(),
  layout: z.enum(['I', 'V', 'H']),
  fuel: z.enum(['Gasoline', 'Hybrid', 'Diesel']),
  engineCode: z.string().min(1),
  quarts: z.number().positive(),
  viscosity: z.string().regex(/^\d{1,2}W-\d{1,2}$/),
  syntheticRequired: z.boolean(),
  source: z.string().min(1),
  note: z.string().optional(),
  checkedAgainst: z.string().optional(),
});

export type EngineOilSpec = z.infer<typeof engineOilSpecSchema>;

export const ENGINE_OIL_SPECS: readonly EngineOilSpec[] = z
  .object({ source: z.string().min(1), engines: z.array(engineOilSpecSchema) })
  .parse(data).engines;

type OilVehicle = Pick<
  EngineVehicle,
  'make' | 'model' | 'model_year' | 'engine_cylinders' | 'displacement_l' | 'fuel_type_primary'
>;

// 'F-150' and 'F150', 'CR-V' and 'CRV' are one model; 'Silverado 1500' is a Silverado.
const modelWords = (model: string) =>
  model
    .toLowerCase()
    .replace(/-/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function isModelOf(vehicleModel: string, rowModel: string): boolean {
  const vehicle = modelWords(vehicleModel);
  const row = modelWords(rowModel);
  return row.length > 0 && row.every((word, i) => vehicle[i] === word);
}

/**
 * The published oil specification of the vehicle's engine: a row naming its model first, then a row
 * for any model of its make; year, displacement (±0.1 L) and cylinders must fit. Cylinders may be
 * unknown (the decoder misses them for some Nissans and Kias): make, model, year and displacement
 * still name the engine. A hybrid takes its hybrid row over the gasoline one; a diesel only diesel rows.
 */
export function engineOilSpec(vehicle: OilVehicle): EngineOilSpec | undefined {
  const make = vehicle.make?.trim().toLowerCase();
  const year = vehicle.model_year;
  const litres = Number.parseFloat(vehicle.displacement_l ?? '');
  if (!make || !year || !Number.isFinite(litres) || litres <= 0) return undefined;
  const fuel = vehicle.fuel_type_primary ?? '';
  const isDiesel = /diesel/i.test(fuel);
  const isHybrid = /hybrid/i.test(fuel);
  const fits = (row: EngineOilSpec) =>
    row.makes.some((m) => m.toLowerCase() === make) &&
    year >= row.years[0] &&
    year <= row.years[1] &&
    Math.abs(row.litres - litres) <= 0.1 + 1e-9 &&
    (!vehicle.engine_cylinders || row.cylinders === vehicle.engine_cylinders) &&
    (row.fuel === 'Diesel') === isDiesel &&
    (row.fuel !== 'Hybrid' || isHybrid);
  const candidates = ENGINE_OIL_SPECS.filter(fits);
  const model = vehicle.model;
  const ofModel = model ? candidates.filter((row) => row.models?.some((m) => isModelOf(model, m))) : [];
  const tier = ofModel.length ? ofModel : candidates.filter((row) => row.models === null);
  return [...tier].sort(
    (a, b) =>
      Number(b.fuel === 'Hybrid') - Number(a.fuel === 'Hybrid') ||
      Math.abs(a.litres - litres) - Math.abs(b.litres - litres),
  )[0];
}

/** The oil the maker calls for in the vehicle's engine, or undefined when the engine has no row. */
export function oilViscosityFor(
  vehicle: OilVehicle,
): { viscosity: string; syntheticRequired: boolean; source: string } | undefined {
  const spec = engineOilSpec(vehicle);
  return (
    spec && { viscosity: spec.viscosity, syntheticRequired: spec.syntheticRequired, source: spec.source }
  );
}
