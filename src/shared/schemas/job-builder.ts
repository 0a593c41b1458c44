import { z } from 'zod';
import { DEFAULT_JOB_NAME } from '../job-builder';
import { normalizeVin, validateVin } from '../vehicle-identifiers';
import { MISSING_PARAMETER } from './job-export';
import { INTEGER_COLUMN_MAX } from './number';
import { shopIdSchema } from './shop';
import { plainText, refuseControlCharacters } from './text';

// Inputs of the Enhanced Job builder's server calls (spec 001 §5, §7). The builder sends its
// form values as they are: numeric fields may arrive as '' (empty input), which counts as 0;
// missing texts count as ''.

export const POLISH_STYLE_NAMES = ['Descriptive', 'Concise', 'Casual', 'Formal', 'Short'] as const;
export const MAX_BUILDER_LINES = 100;
export const MAX_APPLY_PARTS = 50;

/** A number field of the builder: '' or nothing is 0, a numeric string is its number, below 0 refused. */
export function builderNumber(label: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return 0;
      if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value.trim());
      return value;
    },
    z
      .number(`${label} must be a number`)
      .finite(`${label} must be a number`)
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000, `${label} must be at most 1,000,000`),
  );
}

const builderText = (label: string, max: number) =>
  z.preprocess((value) => value ?? '', plainText(label, { max, isMultiLine: true }));

/** Past parts carry numeric ids, typed ones temporary text ids: both are kept as text. */
const lineId = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : (value ?? '')),
  z
    .string('Item id must be text')
    .trim()
    .max(100, 'Item id must be at most 100 characters')
    .check(refuseControlCharacters('Item id')),
);

const partTypeId = z.preprocess(
  (value) => (value === '' || value === undefined || value === 0 || value === '0' ? null : value),
  z.coerce
    .number('Part type must be a number')
    .int('Part type must be a whole number')
    .positive()
    .max(INTEGER_COLUMN_MAX, `Part type must be at most ${INTEGER_COLUMN_MAX}`)
    .nullable(),
);

export const builderLaborItemSchema = z.object({
  description: builderText('Labor description', 2000),
  hours: builderNumber('Hours'),
  rate: builderNumber('Rate'),
});
export type BuilderLaborItemInput = z.infer<typeof builderLaborItemSchema>;

export const builderPartItemSchema = z.object({
  id: lineId,
  name: builderText('Part name', 300),
  part_number: builderText('Part number', 100),
  brand: builderText('Brand', 200),
  description: builderText('Part description', 2000),
  quantity: builderNumber('Quantity'),
  retail: builderNumber('Retail'),
  cost: builderNumber('Cost'),
  pcdb_part_type_id: partTypeId,
});
export type BuilderPartItemInput = z.infer<typeof builderPartItemSchema>;

/** Optional; when given it must be a real VIN (17 characters, check digit). */
const optionalVin = z
  .string('Vin must be text')
  .check(refuseControlCharacters('Vin'))
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = vin ? validateVin(vin) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((vin) => vin ?? '');

const externalId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string(message)
      .min(1, message)
      .max(40)
      .regex(/^\d+$/, `${message.split(' is ')[0]} must be a number`),
  );

const jobName = z.preprocess(
  (value) => value ?? '',
  plainText('Job name', { max: 200 }).transform((name) => name || DEFAULT_JOB_NAME),
);

const builderJobFields = {
  jobName,
  isPartMatrixApplied: z.boolean('isPartMatrixApplied must be true or false').default(false),
  isLaborMatrixApplied: z.boolean('isLaborMatrixApplied must be true or false').default(false),
  laborItems: z
    .array(builderLaborItemSchema, 'laborItems must be a list')
    .max(MAX_BUILDER_LINES, `At most ${MAX_BUILDER_LINES} labor items`)
    .default([]),
  partItems: z
    .array(builderPartItemSchema, 'partItems must be a list')
    .max(MAX_BUILDER_LINES, `At most ${MAX_BUILDER_LINES} part items`)
    .default([]),
  /** One per job the builder means to create: a retry or double click with it writes nothing new. */
  idempotencyKey: z.uuid('Invalid idempotency key').optional(),
};

export const createBuilderJobInTekmetricInput = z.object({
  ...builderJobFields,
  shopTekmetricId: externalId(MISSING_PARAMETER.shopTekmetricId),
  repairOrderTekmetricId: externalId(MISSING_PARAMETER.repairOrderTekmetricId),
});
export type CreateBuilderJobInTekmetricInput = z.infer<typeof createBuilderJobInTekmetricInput>;

export const createBuilderJobInShopWareInput = z.object({
  ...builderJobFields,
  shopId: shopIdSchema,
  shopWareOrderId: externalId(MISSING_PARAMETER.shopWareOrderId),
  noteId: externalId(MISSING_PARAMETER.noteId),
});
export type CreateBuilderJobInShopWareInput = z.infer<typeof createBuilderJobInShopWareInput>;

/** part.getPartsFromQuotes: one supplier store's parts for a keyword and the vehicle. */
export const builderPartsFromQuotesInput = z.object({
  supplierStoreId: z.coerce
    .number('Choose a supplier store')
    .int('Choose a supplier store')
    .positive('Choose a supplier store')
    .max(INTEGER_COLUMN_MAX, 'Choose a supplier store'),
  shopId: shopIdSchema,
  vin: optionalVin,
  keyword: plainText('Keyword', { max: 200, required: true }),
});
export type BuilderPartsFromQuotesInput = z.infer<typeof builderPartsFromQuotesInput>;

/** part.applyPartsTechToParts: the selected parts to replace with the shops' supplier parts. */
export const applyPartsTechToPartsInput = z.object({
  shopId: shopIdSchema,
  vin: optionalVin,
  partItems: z
    .array(builderPartItemSchema, 'partItems must be a list')
    .min(1, 'Select at least one part')
    .max(MAX_APPLY_PARTS, `At most ${MAX_APPLY_PARTS} parts at a time`),
});
export type ApplyPartsTechToPartsInput = z.infer<typeof applyPartsTechToPartsInput>;

/** ai.polishText: a text of the builder rewritten in a style. */
export const polishTextInput = z.object({
  prompt: plainText('Text to polish', { max: 2000, required: true, isMultiLine: true }),
  style: z
    .enum(POLISH_STYLE_NAMES, `Style must be one of ${POLISH_STYLE_NAMES.join(', ')}`)
    .default('Descriptive'),
});
export type PolishTextInput = z.infer<typeof polishTextInput>;
