import { z } from 'zod';
import type { MotorTimeModifiers } from '../../../shared/motor-time';

// The shape of the demo repair knowledge. The data itself is in the JSON and CSV files of this
// folder; these schemas check it as it is loaded, and the seed generator turns it into rows.

export const SYSTEMS = [
  'Brakes',
  'Engine',
  'Ignition',
  'Fuel',
  'Cooling',
  'Charging & Starting',
  'HVAC',
  'Steering',
  'Suspension',
  'Drivetrain & Axles',
  'Transmission',
  'Exhaust & Emissions',
  'Electrical & Lighting',
  'Maintenance',
  'Tires & Wheels',
] as const;
export type SystemName = (typeof SYSTEMS)[number];

export const driveTypeSchema = z.enum(['FWD', 'RWD', 'AWD', '4WD']);
export const bodyTypeSchema = z.enum([
  'Sedan',
  'Coupe',
  'Hatchback',
  'Wagon',
  'SUV',
  'Pickup',
  'Minivan',
  'Van',
]);
export const fuelTypeSchema = z.enum(['Gasoline', 'Diesel', 'Hybrid', 'Electric', 'Flex Fuel']);
export type DriveType = z.infer<typeof driveTypeSchema>;
export type BodyType = z.infer<typeof bodyTypeSchema>;
export type FuelType = z.infer<typeof fuelTypeSchema>;

/** The states of the demo network. */
export const networkStateSchema = z.enum(['CA', 'MI', 'FL']);

const name = z.string().regex(/^\S(.*\S)?$/, 'must be text without spaces at either end');
const year = z.number().int().min(1981).max(2100);

/** One catalogue vehicle: a real VIN that vPIC (corgi) decodes to this make, model and year. */
export const vehicleSpecSchema = z.strictObject({
  make: name,
  model: name,
  year,
  trim: name.nullable(),
  // Electric vehicles have neither displacement nor cylinders: 0.
  engine: z.strictObject({
    displacementL: z.number().min(0),
    cylinders: z.number().int().min(0),
    fuel: fuelTypeSchema,
  }),
  drive: driveTypeSchema,
  body: bodyTypeSchema,
  vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'a VIN is 17 letters and digits, without I, O or Q'),
  /** Relative share of the network's repair orders (1 = rare, 10 = very common). */
  popularity: z.number().int().min(1).max(10),
});
export type VehicleSpec = z.infer<typeof vehicleSpecSchema>;

export type { MotorTimeModifiers } from '../../../shared/motor-time';

// A record, not an object, so the multipliers keep the order the data file gives them.
const motorTimeModifiersSchema = z.partialRecord(
  z.enum(['v6', 'v8', 'largeDisplacement', 'awd', 'truck', 'suv', 'hybrid', 'diesel']),
  z.number().positive(),
) satisfies z.ZodType<MotorTimeModifiers>;

export const guideLaborSpecSchema = z.strictObject({
  name, // 'Brake Pads, Front - R&R'
  operation: name, // 'R&R', 'Replace', 'Inspect', 'Flush', 'Diagnose', 'Adjust', 'Test', 'Resurface'
  section: name, // 'Disc Brakes', 'Timing Belt', ...
  baseHours: z.number().positive(), // base motor time for a 4-cylinder FWD sedan
  modifiers: motorTimeModifiersSchema.optional(),
});
export type GuideLaborSpec = z.infer<typeof guideLaborSpecSchema>;

export const guidePartSpecSchema = z.strictObject({
  name,
  partTypeId: z.number().int().positive(), // a PartTypeSpec.partTypeId
  quantity: z.number().int().positive(), // per job; 'per cylinder' parts give the 4-cylinder quantity
  perCylinder: z.boolean().optional(),
  retail: z.number().positive(), // typical retail USD for one unit
});
export type GuidePartSpec = z.infer<typeof guidePartSpecSchema>;

export const guideJobSpecSchema = z.strictObject({
  smartJobId: z.string().regex(/^[A-Z]{3}-\d{4}$/, "a smart job id is like 'BRK-0001'"),
  name, // 'Front Brake Pads and Rotors Replacement'
  system: z.enum(SYSTEMS),
  category: name, // one of CATEGORIES
  /** Customer words, symptoms and codes that lead to this job ('grinding when braking', 'P0420'). */
  keywords: z.array(name).min(1),
  /** What a technician writes as the finding. */
  findings: z.array(name).min(1),
  labor: z.array(guideLaborSpecSchema).min(1),
  parts: z.array(guidePartSpecSchema),
  /** smartJobIds of jobs often done together (brake fluid flush with pads). */
  companions: z.array(z.string()).optional(),
  /** Relative frequency in the network (1 = rare, 10 = very common). */
  frequency: z.number().int().min(1).max(10),
  /** Restricts the job to some vehicles (e.g. only 'Diesel', only 'AWD'). */
  appliesTo: z
    .strictObject({
      fuel: z.array(fuelTypeSchema).optional(),
      drive: z.array(driveTypeSchema).optional(),
      minCylinders: z.number().int().positive().optional(),
    })
    .optional(),
});
export type GuideJobSpec = z.infer<typeof guideJobSpecSchema>;

export const partTypeSpecSchema = z.strictObject({
  partTypeId: z.number().int().positive(), // PCdb-style part terminology id
  name, // 'Disc Brake Pad Set'
  category: name, // 'Brakes'
  /** Typical cost range (what the shop pays) in USD for one unit. */
  cost: z.tuple([z.number().positive(), z.number().positive()]),
  /** Brands offered for this part type: OE brands are chosen by vehicle make at generation time. */
  aftermarketBrands: z.array(name).min(1),
  /** Short product notes shown by the catalogue ('Ceramic', 'Includes hardware'). */
  notes: z.array(name).optional(),
  /**
   * Grades each aftermarket brand also sells the part in ('Full Synthetic 5W-20'), named in the
   * part, where which grade fits depends on the vehicle (engine oil: the maker's grade); with the
   * notes of a graded part, in place of those that speak of every grade.
   */
  grades: z.strictObject({ names: z.array(name).min(1), notes: z.array(name) }).optional(),
});
export type PartTypeSpec = z.infer<typeof partTypeSpecSchema>;
