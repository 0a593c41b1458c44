// Content of the demo repair knowledge: plain data, turned into rows by the seed generator.

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

export type DriveType = 'FWD' | 'RWD' | 'AWD' | '4WD';
export type BodyType = 'Sedan' | 'Coupe' | 'Hatchback' | 'Wagon' | 'SUV' | 'Pickup' | 'Minivan' | 'Van';
export type FuelType = 'Gasoline' | 'Diesel' | 'Hybrid' | 'Electric' | 'Flex Fuel';

/** One catalogue vehicle: a real VIN that vPIC (corgi) decodes to this make, model and year. */
export type VehicleSpec = {
  make: string;
  model: string;
  year: number;
  trim: string | null;
  engine: { displacementL: number; cylinders: number; fuel: FuelType };
  drive: DriveType;
  body: BodyType;
  vin: string;
  /** Relative share of the network's repair orders (1 = rare, 10 = very common). */
  popularity: number;
};

export type { MotorTimeModifiers } from '../../../shared/motor-time';

import type { MotorTimeModifiers } from '../../../shared/motor-time';

export type GuideLaborSpec = {
  name: string; // 'Brake Pads, Front - R&R'
  operation: string; // 'R&R', 'Replace', 'Inspect', 'Flush', 'Diagnose', 'Adjust', 'Test', 'Resurface'
  section: string; // 'Disc Brakes', 'Timing Belt', ...
  baseHours: number; // base motor time for a 4-cylinder FWD sedan
  modifiers?: MotorTimeModifiers;
};

export type GuidePartSpec = {
  name: string;
  partTypeId: number; // a PartTypeSpec.partTypeId
  quantity: number; // per job; 'per cylinder' parts give the 4-cylinder quantity and set perCylinder
  perCylinder?: boolean;
  retail: number; // typical retail USD for one unit
};

export type GuideJobSpec = {
  smartJobId: string; // 'BRK-0001'
  name: string; // 'Front Brake Pads and Rotors Replacement'
  system: SystemName;
  category: string; // one of CATEGORY names
  /** Customer words, symptoms and codes that lead to this job ('grinding when braking', 'P0420'). */
  keywords: string[];
  /** What a technician writes as the finding. */
  findings: string[];
  labor: GuideLaborSpec[];
  parts: GuidePartSpec[];
  /** smartJobIds of jobs often done together (brake fluid flush with pads). */
  companions?: string[];
  /** Relative frequency in the network (1 = rare, 10 = very common). */
  frequency: number;
  /** Restricts the job to some vehicles (e.g. only 'Diesel', only 'AWD'). */
  appliesTo?: { fuel?: FuelType[]; drive?: DriveType[]; minCylinders?: number };
};

export type PartTypeSpec = {
  partTypeId: number; // PCdb-style part terminology id
  name: string; // 'Disc Brake Pad Set'
  category: string; // 'Brakes'
  /** Typical cost range (what the shop pays) in USD for one unit. */
  cost: [number, number];
  /** Brands offered for this part type: OE brands are chosen by vehicle make at generation time. */
  aftermarketBrands: string[];
  /** Short product notes shown by the catalogue ('Ceramic', 'Includes hardware'). */
  notes?: string[];
};
