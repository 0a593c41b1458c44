import { z } from 'zod';
import { loadCatalogJson } from './load';

const place = z.strictObject({
  city: z.string().min(1),
  county: z.string().min(1),
  zip: z.string().regex(/^\d{5}$/),
});
const rateRange = z.tuple([z.number().positive(), z.number().positive()]);
const perState = <T extends z.ZodType>(value: T) => z.strictObject({ CA: value, MI: value, FL: value });

// The shared network (network-shops.json): independent shops across California, Michigan and Florida.
const network = loadCatalogJson(
  'network-shops.json',
  z.strictObject({
    about: z.string(),
    cities: perState(z.array(place).min(1)),
    shopNamePatterns: z.array(z.string().min(1)).min(1),
    surnames: z.array(z.string().min(1)).min(1),
    technicians: z.array(z.string().min(1)).min(1),
    laborRates: perState(rateRange),
  }),
);

export const NETWORK_CITIES = network.cities;
export const SHOP_NAME_PATTERNS = network.shopNamePatterns;
export const SURNAMES = network.surnames;
export const TECHNICIANS = network.technicians;
/** Labor rate ranges per state, USD an hour. */
export const LABOR_RATES: Record<'CA' | 'MI' | 'FL', [number, number]> = network.laborRates;
