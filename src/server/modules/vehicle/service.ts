import { eq } from 'drizzle-orm';
import type { GetVehicleByPlateInput, GetVehicleByVinInput } from '../../../shared/schemas/vehicle';
import { normalizeVin, validateVin } from '../../../shared/vehicle-identifiers';
import type { ProtectedContext } from '../../context-types';
import { vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { limitPerUser } from '../../lib/rate-limit';

type VehicleContext = Pick<ProtectedContext, 'db' | 'deps'>;
type VehicleRow = typeof vehicles.$inferSelect;

/** The spec's vehicle: the stored row plus car_model.img_url. */
export type Vehicle = VehicleRow & { car_model: { img_url: string | null } };

export type PlateVehicle = {
  vin: { vin: string; year: number | null; make: string | null; model: string | null; trim: string | null };
  vehicle: Vehicle;
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The vehicle named by the first hint given: a VIN (decoded and stored on first sight), the URL's
 * vehicle id, then the one remembered in local storage. Unknown or malformed ids find nothing.
 */
export async function getVehicle(ctx: VehicleContext, input: GetVehicleByVinInput): Promise<Vehicle | null> {
  if (input.vin) return findOrDecodeVehicle(ctx, input.vin);
  const id = input.vehicleId || input.vehicleIdLocalStorage;
  if (!id || !UUID_RE.test(id)) return null;
  const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row ? toVehicle(row) : null;
}

/** A VIN's vehicle, decoded once: later calls return the stored row without decoding again. */
export async function findOrDecodeVehicle(ctx: VehicleContext, rawVin: string): Promise<Vehicle> {
  const vin = normalizeVin(rawVin);
  const problem = validateVin(vin);
  if (problem) throw new AppError('BAD_REQUEST', problem);

  const stored = await findByVin(ctx, vin);
  if (stored) return toVehicle(stored);

  const decoded = await ctx.deps.vinDecoder.decode(vin);
  // Two first looks at the same VIN may race; the unique VIN keeps one row and both return it.
  const [inserted] = await ctx.db
    .insert(vehicles)
    .values({ ...decoded, vin })
    .onConflictDoNothing({ target: vehicles.vin })
    .returning();
  const row = inserted ?? (await findByVin(ctx, vin));
  if (!row) throw new AppError('INTERNAL', `Vehicle ${vin} could not be stored.`);
  return toVehicle(row);
}

/** Each plate lookup is a paid request to the provider: an advisor looks up a few an hour. */
export const PLATE_LOOKUP_LIMIT = {
  name: 'vehicle.getVehicleByPlate',
  limit: 10,
  windowSeconds: 60,
  message: 'You have looked up a lot of plates in a short time. Try again in a minute.',
};

/** Plate and state to VIN through the configured provider, then the VIN's stored vehicle. */
export async function findVehicleByPlate(
  ctx: VehicleContext & Pick<ProtectedContext, 'user'>,
  input: GetVehicleByPlateInput,
): Promise<PlateVehicle> {
  await limitPerUser(ctx, PLATE_LOOKUP_LIMIT);
  const found = await ctx.deps.plateLookup.lookup(input.plate, input.state);
  if (!found) throw new AppError('NOT_FOUND', `No vehicle found for plate ${input.plate} in ${input.state}`);

  const vin = normalizeVin(found.vin);
  // A bad VIN from the provider is its fault, not the user's: don't report it as their typo.
  if (validateVin(vin)) {
    throw new AppError(
      'UPSTREAM_ERROR',
      `The plate lookup service returned an invalid VIN (${vin}). Try the VIN instead.`,
    );
  }
  const vehicle = await findOrDecodeVehicle(ctx, vin);
  return {
    vin: {
      vin: vehicle.vin,
      year: found.year ?? vehicle.model_year,
      make: found.make ?? vehicle.make,
      model: found.model ?? vehicle.model,
      trim: found.trim ?? vehicle.trim,
    },
    vehicle,
  };
}

async function findByVin(ctx: VehicleContext, vin: string): Promise<VehicleRow | undefined> {
  const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.vin, vin)).limit(1);
  return row;
}

function toVehicle(row: VehicleRow): Vehicle {
  return { ...row, car_model: { img_url: row.img_url } };
}
