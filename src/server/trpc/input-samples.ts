import type { z } from 'zod';
import { appRouter } from './router';

// Test support for the guard suite and the input fuzz: every procedure of the app router with
// its input schemas, a valid sample input built from those schemas, and the leaves of a sample
// a hostile variant replaces.

export type ProcedureKind = 'query' | 'mutation';
export type RouterProcedure = { path: string; kind: ProcedureKind; inputs: z.core.$ZodType[] };

type ProcedureRecord = Record<string, { _def: { type: string; inputs: z.core.$ZodType[] } }>;

/** The router's procedures ('quote.getQuoteAi', …), flattened as tRPC 11 keeps them. */
export function routerProcedures(): RouterProcedure[] {
  const procedures = appRouter._def.procedures as unknown as ProcedureRecord;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    kind: procedure._def.type === 'query' ? 'query' : 'mutation',
    inputs: procedure._def.inputs,
  }));
}

/** Field values a sample uses instead of a made-up one: ids of real rows, by field name. */
export type SampleHints = Record<string, unknown>;

// Tried in order for a text field; the first its schema accepts is the sample (a VIN field takes
// the VIN, a URL field the URL, a free text the first).
const STRING_CANDIDATES = [
  'Sample text',
  '00000000-0000-4000-8000-000000000000',
  'sample@example.test',
  'https://example.com/hook',
  '1HGCM82633A004352',
  '+1 650 555 0142',
  '12345',
  'CA',
  '2024-01-01T00:00:00.000Z',
];
const NUMBER_CANDIDATES = [1, 0, 2, 10, 2000];

const accepts = (schema: z.core.$ZodType, value: unknown) =>
  (schema as unknown as z.ZodType).safeParse(value).success;

function sampleOf(schema: z.core.$ZodType, hints: SampleHints): unknown {
  const sample = structuralSample(schema, hints);
  if (accepts(schema, sample)) return sample;
  // A rule on a transformed value (a VIN's check digit, a state's code): try the known candidates.
  return [...STRING_CANDIDATES, ...NUMBER_CANDIDATES].find((value) => accepts(schema, value)) ?? sample;
}

function structuralSample(schema: z.core.$ZodType, hints: SampleHints): unknown {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType, hints);
    case 'pipe':
      // A preprocess is a transform piped into the schema that checks; sample what it checks.
      return (def.in as z.core.$ZodTypes)._zod.def.type === 'transform'
        ? sampleOf(def.out, hints)
        : sampleOf(def.in, hints);
    case 'lazy':
      return sampleOf(def.getter(), hints);
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        const hinted = Object.hasOwn(hints, key) && accepts(field, hints[key]);
        value[key] = hinted ? hints[key] : sampleOf(field, hints);
      }
      return value;
    }
    case 'array':
      return accepts(schema, []) ? [] : [sampleOf(def.element, hints)];
    case 'union': {
      const samples = def.options.map((option) => sampleOf(option, hints));
      return samples.find((sample, i) => accepts(def.options[i]!, sample)) ?? samples[0];
    }
    case 'intersection':
      return { ...(sampleOf(def.left, hints) as object), ...(sampleOf(def.right, hints) as object) };
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'boolean':
      return false;
    case 'string':
      return STRING_CANDIDATES.find((text) => accepts(schema, text)) ?? STRING_CANDIDATES[0];
    case 'number':
      return NUMBER_CANDIDATES.find((n) => accepts(schema, n)) ?? 1;
    case 'record':
      return {};
    default:
      return null;
  }
}

/**
 * A sample input of a procedure: each input schema's sample merged, as tRPC merges the parsed
 * inputs of a procedure with several `.input()`. Undefined for a procedure without input.
 */
export function sampleInput(procedure: RouterProcedure, hints: SampleHints = {}): unknown {
  if (procedure.inputs.length === 0) return undefined;
  const samples = procedure.inputs.map((input) => sampleOf(input, hints));
  if (samples.every((s) => typeof s === 'object' && s !== null && !Array.isArray(s)))
    return Object.assign({}, ...samples);
  return samples[0];
}

/** Whether every input schema of the procedure accepts the value. */
export function isValidInput(procedure: RouterProcedure, value: unknown): boolean {
  return procedure.inputs.every((input) => accepts(input, value));
}

export type Leaf = { path: (string | number)[]; value: string | number | boolean | null };

/** The scalar leaves of a value, with their paths. */
export function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)
    return [{ path, value }];
  return [];
}

/** A copy of the value with the leaf at the path replaced. */
export function withLeaf(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withLeaf(copy[head!], rest, replacement);
  return copy;
}
