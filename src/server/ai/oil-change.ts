import type { EngineVehicle } from './engine';
import { oilViscosityFor } from './engine-oil';
import type { ScoredGuideJob } from './guide-index';
import { canonicalText } from './understand/abbreviations';

// Which oil change a vehicle gets when the advisor does not say ('oil change', 'lof'): the oil its
// maker calls for. An engine that needs full synthetic (0W-20, VW 502) gets the synthetic change,
// one whose oil comes as conventional (a 2003 Accord's 5W-20) the conventional one; a shop's note
// ('use full synthetic for model years 2012 and newer') may then ask for more.

const OIL_CHANGE = 'Oil Change';
/** Words that name the oil or the change: the advisor chose, the ranking stands. */
const NAMED =
  /\b(synthetic|syn|synth|full syn|blend|conventional|conv|dino|regular|high mileage|hi mileage|european|euro|diesel|5w|0w|10w|15w)\w*/;
const SYNTHETIC = /- Synthetic$/;
const CONVENTIONAL = /- Conventional$/;
const DIESEL = /\bDiesel\b/;
/** A European car's own change (long-life synthetic) ranks first by the vehicle's hints and stays. */
const EUROPEAN = /European/;

/**
 * The candidates with the oil change the vehicle's engine calls for first, when the best one is
 * an oil change of a kind the advisor did not name; otherwise as they were.
 */
export function oilChangeFirst(
  ranked: ScoredGuideJob[],
  vehicle: EngineVehicle,
  request: string,
): ScoredGuideJob[] {
  const top = ranked[0];
  if (!top || top.entry.category !== OIL_CHANGE || NAMED.test(canonicalText(request))) return ranked;
  const diesel = /diesel/i.test(vehicle.fuel_type_primary ?? '');
  const spec = oilViscosityFor(vehicle);
  if (!spec && !diesel) return ranked;
  const wanted = diesel ? DIESEL : spec!.syntheticRequired ? SYNTHETIC : CONVENTIONAL;
  if (wanted.test(top.entry.job.name) || EUROPEAN.test(top.entry.job.name)) return ranked;
  const at = ranked.findIndex((r) => r.entry.category === OIL_CHANGE && wanted.test(r.entry.job.name));
  if (at <= 0) return ranked;
  const chosen = ranked[at]!;
  // It takes the best score: the quote and the guide card read the first job as the concern's own.
  return [{ ...chosen, score: Math.max(chosen.score, top.score) }, ...ranked.filter((_, i) => i !== at)];
}

/** 'Full Synthetic Engine Oil 0W-20/5W-30, 1 qt' → '… 0W-16, 1 qt' for an engine that takes 0W-16. */
export function oilNameFor(name: string, vehicle: EngineVehicle): string {
  const spec = oilViscosityFor(vehicle);
  if (!spec || !/\b1 ?qt\b/i.test(name)) return name;
  return name.replace(/\b\d{1,2}W-\d{1,2}(\/\d{1,2}W-\d{1,2})*\b/, spec.viscosity);
}
