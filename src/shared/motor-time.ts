/**
 * Motor time of a labor-guide operation for a vehicle: the base time (a 4-cylinder FWD sedan)
 * times every multiplier whose trait the vehicle has, rounded to a tenth of an hour.
 */
export type MotorTimeModifiers = Partial<{
  v6: number; // 6 cylinders
  v8: number; // 8 or more cylinders
  largeDisplacement: number; // 4.0 L and above
  awd: number; // AWD or 4WD
  truck: number; // Pickup or Van
  suv: number; // SUV or Minivan
  hybrid: number; // Hybrid or Electric
  diesel: number;
}>;

export type MotorTimeVehicle = {
  engine_cylinders: number | null;
  displacement_l: string | null;
  drive_type: string | null;
  body_class: string | null;
  fuel_type_primary: string | null;
};

export type VehicleTrait = keyof MotorTimeModifiers;

/** The traits of a vehicle as vPIC names its fields ('4WD/4-Wheel Drive/4x4', 'Pickup', …). */
export function vehicleTraits(vehicle: MotorTimeVehicle): Set<VehicleTrait> {
  const traits = new Set<VehicleTrait>();
  const cylinders = vehicle.engine_cylinders ?? 0;
  if (cylinders === 6) traits.add('v6');
  if (cylinders >= 8) traits.add('v8');
  if (Number.parseFloat(vehicle.displacement_l ?? '') >= 4) traits.add('largeDisplacement');
  if (/\b(AWD|4WD|4x4|All-Wheel)/i.test(vehicle.drive_type ?? '')) traits.add('awd');
  const body = vehicle.body_class ?? '';
  if (/pickup|\bvan\b|cargo/i.test(body) && !/minivan/i.test(body)) traits.add('truck');
  if (/sport utility|suv|minivan|mpv/i.test(body)) traits.add('suv');
  const fuel = vehicle.fuel_type_primary ?? '';
  if (/hybrid|electric/i.test(fuel)) traits.add('hybrid');
  if (/diesel/i.test(fuel)) traits.add('diesel');
  return traits;
}

export function motorTimeFor(
  baseHours: number,
  modifiers: MotorTimeModifiers,
  vehicle: MotorTimeVehicle,
): number {
  let hours = baseHours;
  for (const trait of vehicleTraits(vehicle)) hours *= modifiers[trait] ?? 1;
  return Math.max(0.1, Math.round(hours * 10) / 10);
}
