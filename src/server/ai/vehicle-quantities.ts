import type { EngineVehicle, GuidePartContext } from './engine';
import { type EngineOilSpec, engineOilSpec } from './engine-oil';
import { canonicalText } from './understand/abbreviations';

export { engineOilSpec, oilViscosityFor } from './engine-oil';

// Part quantities that depend on the vehicle in front of the advisor, not on what other vehicles
// got: the network's most common quantity mixes engines (a Camry's 4 plugs on a V6), so for these
// parts the vehicle wins and the line's provenance says so. Labor already scales by engine in the
// guide's motor-time modifiers.

const SPARK_PLUG = 7212;
const ENGINE_OIL = [12138, 12140];

/**
 * Engine oil capacity with the filter, in US quarts, by fuel, cylinders and displacement, for an
 * engine without a published specification in engine-oil.json; the first row that fits wins.
 * Typical owner's-manual capacities of the engines US shops see most (e.g. 1.8 L 4-cylinder ≈
 * 4.4 qt, 2.5 L 4-cylinder ≈ 4.6–5.1 qt, 3.5 L V6 ≈ 5.7–6.4 qt, 5.3 L V8 ≈ 6–8 qt, 6.7 L diesel ≈
 * 12–13 qt), rounded to a class value. Conservative on purpose: a class value, not an engine's
 * specification, so the quote is never short of oil (the quoted quantity is whole quarts, rounded
 * up) and the technician still fills to the dipstick.
 */
export const OIL_CAPACITY: ReadonlyArray<{
  diesel: boolean;
  cylinders: [min: number, max: number];
  /** Up to this displacement (litres); a row with it is skipped when the displacement is unknown. */
  maxLitres?: number;
  quarts: number;
}> = [
  { diesel: false, cylinders: [1, 3], quarts: 4 },
  { diesel: false, cylinders: [4, 4], maxLitres: 2.0, quarts: 4.5 },
  { diesel: false, cylinders: [4, 4], quarts: 5 },
  { diesel: false, cylinders: [5, 5], quarts: 6 },
  { diesel: false, cylinders: [6, 6], maxLitres: 3.2, quarts: 5.5 },
  { diesel: false, cylinders: [6, 6], quarts: 6 },
  { diesel: false, cylinders: [8, 8], maxLitres: 4.9, quarts: 6 },
  { diesel: false, cylinders: [8, 8], quarts: 7.5 },
  { diesel: false, cylinders: [10, 16], quarts: 8 },
  { diesel: true, cylinders: [1, 4], quarts: 5.5 },
  { diesel: true, cylinders: [5, 6], maxLitres: 3.5, quarts: 9 },
  { diesel: true, cylinders: [5, 6], quarts: 12 },
  { diesel: true, cylinders: [8, 16], quarts: 13 },
];

/**
 * Parts replaced in pairs on an axle (one per side): both sides unless the request names one
 * side. The noun is how an advisor names the part, to tell 'left front rotor' from 'left front
 * brakes grinding' (a symptom's side is not a request to do one side).
 */
export const PER_SIDE_PARTS: Readonly<Record<number, string>> = {
  1896: 'rotors?',
  1660: 'drums?',
  1868: 'wheel cylinders?',
  7584: 'struts?',
  7580: 'struts?',
  7576: 'shocks?',
  7596: '(?:strut )?mounts?',
  7488: '(?:coil )?springs?',
  7540: '(?:sway bar )?links?',
};

/** Sets that do one axle (pads, shoes and their hardware): one per axle job, whatever else was seen. */
export const PER_AXLE_SETS: ReadonlySet<number> = new Set([1684, 1688, 1704, 1668]);

export type PartQuantity = { quantity: number; note?: string };

type Part = Pick<GuidePartContext, 'name' | 'quantity' | 'pcdbPartTypeId' | 'perCylinder'>;

/** Quarts of engine oil with the filter for a vehicle, or undefined when the engine is unknown. */
export function oilCapacity(
  vehicle: Pick<EngineVehicle, 'engine_cylinders' | 'displacement_l' | 'fuel_type_primary'>,
) {
  const cylinders = vehicle.engine_cylinders;
  if (!cylinders) return undefined;
  const litres = Number.parseFloat(vehicle.displacement_l ?? '');
  const diesel = /diesel/i.test(vehicle.fuel_type_primary ?? '');
  return OIL_CAPACITY.find(
    (row) =>
      row.diesel === diesel &&
      cylinders >= row.cylinders[0] &&
      cylinders <= row.cylinders[1] &&
      (row.maxLitres === undefined || (Number.isFinite(litres) && litres <= row.maxLitres)),
  )?.quarts;
}

const isOilByTheQuart = (part: Part) =>
  ENGINE_OIL.includes(part.pcdbPartTypeId) && /\b1 ?qt\b/i.test(part.name);
const isPerCylinder = (part: Part) => part.pcdbPartTypeId === SPARK_PLUG || part.perCylinder === true;

/** Whether the part's quantity follows the engine (so an unknown engine must be said). */
export function dependsOnEngine(part: Part): boolean {
  return isPerCylinder(part) || isOilByTheQuart(part);
}

function engineLabel(vehicle: EngineVehicle): string {
  const litres = Number.parseFloat(vehicle.displacement_l ?? '');
  const size = Number.isFinite(litres) ? `${litres.toFixed(1)} L ` : '';
  const diesel = /diesel/i.test(vehicle.fuel_type_primary ?? '') ? ' diesel' : '';
  return `${size}${vehicle.engine_cylinders}-cylinder${diesel}`;
}

/** '3.0 L V6 (J30A4)', '6.7 L I6 diesel (Cummins 6.7 ISB)': the engine the specification is for. */
function specEngineLabel(spec: EngineOilSpec): string {
  const diesel = spec.fuel === 'Diesel' ? ' diesel' : '';
  return `${spec.litres.toFixed(1)} L ${spec.layout}${spec.cylinders}${diesel} (${spec.engineCode})`;
}

/**
 * Quarts of oil for the vehicle: the engine's published capacity when engine-oil.json has it,
 * else the class value of OIL_CAPACITY. Whole quarts rounded up either way, so the quote is never
 * short (4.6 qt is 5 bottles); the note keeps the exact figure and where it comes from.
 */
function oilQuantity(vehicle: EngineVehicle): PartQuantity | undefined {
  const spec = engineOilSpec(vehicle);
  if (spec) {
    const name = [vehicle.model_year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
    return {
      quantity: Math.ceil(spec.quarts),
      note: `Quantity from the engine: the ${name} ${specEngineLabel(spec)} takes ${spec.quarts} qt with the filter (${spec.source})`,
    };
  }
  if (!vehicle.engine_cylinders) return undefined;
  const quarts = oilCapacity(vehicle);
  if (quarts === undefined) return undefined;
  return {
    quantity: Math.ceil(quarts),
    note: `Quantity from the engine: a ${engineLabel(vehicle)} takes about ${quarts} qt with the filter`,
  };
}

/** The quantity the engine gives (plugs, coils and injectors per cylinder; oil by capacity). */
export function engineQuantity(part: Part, vehicle: EngineVehicle): PartQuantity | undefined {
  if (isOilByTheQuart(part)) return oilQuantity(vehicle);
  const cylinders = vehicle.engine_cylinders;
  if (!cylinders || !isPerCylinder(part)) return undefined;
  return { quantity: cylinders, note: `Quantity from the engine: ${cylinders} cylinders` };
}

/** 1 when the request asks for one side of a per-side part ('lf rotor', 'one side'), else undefined. */
export function oneSideAsked(part: Part, request: string): boolean {
  const noun = PER_SIDE_PARTS[part.pcdbPartTypeId];
  if (!noun) return false;
  const text = canonicalText(request);
  if (/\b(one|1|single) (side|wheel)\b|\bone side only\b|\bonly one side\b/.test(text)) return true;
  if (/\b(both|pair|left and right|right and left)\b/.test(text)) return false;
  const qualifier = '(?:front |rear )?(?:[a-z]+ ){0,2}';
  return (
    new RegExp(`\\b(?:left|right|one|1|single) ${qualifier}${noun}\\b`).test(text) ||
    new RegExp(`\\b${noun} (?:on |at )?(?:the )?(?:front |rear )?(?:left|right)\\b`).test(text)
  );
}

/**
 * The quantity of a guide part on a quote: from the vehicle when the part depends on it (the
 * network's most common quantity only when the engine is unknown), per axle for pads and per side
 * for rotors and struts as asked, else the network's most common quantity, else the guide's.
 */
export function partQuantity(input: {
  part: Part;
  vehicle: EngineVehicle;
  /** The advisor's words for this job (one request of a message). */
  request: string;
  network: { quantity?: number; count: number };
}): PartQuantity {
  const { part, vehicle, network } = input;
  const seen = network.quantity;
  const disagrees = (quantity: number) =>
    seen !== undefined && seen !== quantity ? ` (network jobs show ${seen})` : '';
  const engine = engineQuantity(part, vehicle);
  if (engine) return { quantity: engine.quantity, note: `${engine.note}${disagrees(engine.quantity)}` };
  if (dependsOnEngine(part)) {
    const from =
      seen !== undefined
        ? `${network.count} similar network job${network.count === 1 ? '' : 's'}`
        : 'the labor guide';
    return {
      quantity: seen ?? part.quantity,
      note: `Engine unknown (VIN not decoded): quantity from ${from}`,
    };
  }
  if (PER_SIDE_PARTS[part.pcdbPartTypeId] && part.quantity === 2) {
    if (oneSideAsked(part, input.request))
      return { quantity: 1, note: `Quantity as asked: one side${disagrees(1)}` };
    return seen !== undefined && seen !== 2
      ? { quantity: 2, note: `Quantity per axle: both sides${disagrees(2)}` }
      : { quantity: 2 };
  }
  if (PER_AXLE_SETS.has(part.pcdbPartTypeId) && part.quantity === 1)
    return seen !== undefined && seen !== 1
      ? { quantity: 1, note: `Quantity per axle: one set${disagrees(1)}` }
      : { quantity: 1 };
  return { quantity: seen ?? part.quantity };
}
