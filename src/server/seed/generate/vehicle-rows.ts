import type { vehicles } from '../../db/schema';
import type { VehicleSpec } from '../catalog/types';

// vPIC's wording, so traits read the same from seeded and decoded vehicles.
const DRIVE = {
  FWD: 'FWD/Front-Wheel Drive',
  RWD: 'RWD/Rear-Wheel Drive',
  AWD: 'AWD/All-Wheel Drive',
  '4WD': '4WD/4-Wheel Drive/4x4',
};
const BODY = {
  Sedan: 'Sedan/Saloon',
  Coupe: 'Coupe',
  Hatchback: 'Hatchback/Liftback/Notchback',
  Wagon: 'Wagon',
  SUV: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)',
  Pickup: 'Pickup',
  Minivan: 'Minivan',
  Van: 'Van',
};
const TYPE = {
  Pickup: 'Truck',
  Van: 'Truck',
  SUV: 'Multipurpose Passenger Vehicle (MPV)',
  Minivan: 'Multipurpose Passenger Vehicle (MPV)',
};

export function toVehicleRow(spec: VehicleSpec): typeof vehicles.$inferInsert {
  return {
    vin: spec.vin,
    make: spec.make,
    model: spec.model,
    model_year: spec.year,
    trim: spec.trim,
    vehicle_type: TYPE[spec.body as keyof typeof TYPE] ?? 'Passenger Car',
    body_class: BODY[spec.body],
    drive_type: DRIVE[spec.drive],
    engine_cylinders: spec.engine.cylinders || null,
    displacement_l: spec.engine.displacementL ? spec.engine.displacementL.toFixed(1) : null,
    fuel_type_primary: spec.engine.fuel === 'Hybrid' ? 'Gasoline/Hybrid' : spec.engine.fuel,
  };
}

/** '2013 Ford F-150 XLT 5.0L V8', as repair orders print the car. */
export function carModelString(spec: VehicleSpec): string {
  const engine = spec.engine.cylinders
    ? `${spec.engine.displacementL.toFixed(1)}L ${spec.engine.cylinders === 4 ? 'I4' : `V${spec.engine.cylinders}`}`
    : 'Electric';
  return [spec.year, spec.make, spec.model, spec.trim, engine].filter(Boolean).join(' ');
}
