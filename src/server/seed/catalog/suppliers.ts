import { z } from 'zod';
import { loadCatalogJson } from './load';
import { networkStateSchema } from './types';

const supplierSchema = z.strictObject({
  name: z.string().min(1),
  stores: z.array(z.strictObject({ city: z.string().min(1), state: networkStateSchema })).min(1),
});

/** Parts suppliers as the spec's 'Known supplier logos' name them, with stores in the network's states. */
export const SUPPLIERS: Array<z.infer<typeof supplierSchema>> = loadCatalogJson(
  'suppliers.json',
  z.strictObject({ about: z.string(), suppliers: z.array(supplierSchema) }),
).suppliers;
