import { z } from 'zod';
import { loadCatalogJson } from './load';

/**
 * Repair categories (categories.json): the quote input suggests them as the advisor types, and every
 * guide job belongs to one. The file groups them by system for reading; the list is the groups in order.
 */
export const CATEGORIES: string[] = Object.values(
  loadCatalogJson(
    'categories.json',
    z.strictObject({ about: z.string(), groups: z.record(z.string(), z.array(z.string().min(1))) }),
  ).groups,
).flat();
