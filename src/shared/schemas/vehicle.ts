import { z } from 'zod';
import {
  normalizePlate,
  normalizeVin,
  US_STATES,
  type UsStateCode,
  validateVin,
} from '../vehicle-identifiers';
import { refuseControlCharacters } from './text';

export const vinSchema = z
  .string()
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = validateVin(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// Hints are free text: a malformed VIN is reported by the service, a malformed id simply finds nothing.
const optionalHint = (label: string, max: number, message: string) =>
  z.string().trim().max(max, message).check(refuseControlCharacters(label)).optional().nullable();

export const getVehicleByVinInput = z
  .object({
    vin: optionalHint('VIN', 64, 'A VIN has 17 characters.'),
    vehicleId: optionalHint('Vehicle id', 64, 'Invalid vehicle id'),
    vehicleIdLocalStorage: optionalHint('Vehicle id', 64, 'Invalid vehicle id'),
  })
  .default({});
export type GetVehicleByVinInput = z.infer<typeof getVehicleByVinInput>;

const US_STATE_CODES = US_STATES.map((s) => s.abbreviation) as [UsStateCode, ...UsStateCode[]];

export const plateSchema = z
  .string()
  .transform(normalizePlate)
  .pipe(
    z
      .string()
      .min(1, 'Enter a license plate.')
      .max(10, 'A license plate has at most 10 characters.')
      .regex(/^[A-Z0-9]+$/, 'A license plate contains only letters and digits.'),
  );

export const plateStateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(US_STATE_CODES, { error: 'Choose a US state.' }));

export const getVehicleByPlateInput = z.object({ plate: plateSchema, state: plateStateSchema });
export type GetVehicleByPlateInput = z.infer<typeof getVehicleByPlateInput>;
