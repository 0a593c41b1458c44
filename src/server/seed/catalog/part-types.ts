import { z } from 'zod';
import { loadCatalogJson } from './load';
import { type PartTypeSpec, partTypeSpecSchema } from './types';

const PART_TYPE_FILES = [
  'brakes-steering',
  'suspension-driveline',
  'engine',
  'cooling-exhaust-transmission',
  'electrical',
  'maintenance',
];

const partTypeFileSchema = z.strictObject({ about: z.string(), partTypes: z.array(partTypeSpecSchema) });

/**
 * Every part type a guide job uses, from part-types/*.json. Ids are PCdb part terminology ids where
 * we know them (1684, 1688, 1896, 2172, 5340, 6192, 6832, 7168, 7212, 8852); the others are our own
 * demo ids in the same style, so a real PCdb lookup must not rely on them.
 */
export const PART_TYPES: PartTypeSpec[] = PART_TYPE_FILES.flatMap(
  (file) => loadCatalogJson(`part-types/${file}.json`, partTypeFileSchema).partTypes,
);

/** The OE (dealer) parts brand of each vehicle make (oe-brands.json); aftermarket brands are per part type. */
export const OE_BRANDS: Record<string, string> = loadCatalogJson(
  'oe-brands.json',
  z.strictObject({ about: z.string(), brands: z.record(z.string().min(1), z.string().min(1)) }),
).brands;
