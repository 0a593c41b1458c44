import superjson from 'superjson';

/**
 * superjson's wire format for what procedures answer, written faster (decisions 025, 027). Answers
 * are plain objects, arrays, strings, numbers, booleans, null and dates: for those this gives what
 * `superjson.serialize` gives once written as JSON (the same text; the dates' paths in
 * `meta.values`), in about a fifth of the time on a quote, since superjson looks up its rules for
 * every value and copies the answer. Here the answer is only walked: `json` is the answer itself,
 * its dates still Dates, which JSON.stringify writes as the ISO strings superjson puts there.
 * Anything else (undefined, NaN, a Map, a class, an object met twice, …) is handed to superjson as
 * a whole, so the output never differs. The web client reads it with superjson.
 */
export function serializeOutput(value: unknown): ReturnType<typeof superjson.serialize> {
  const dates = datesIn(value, new Set());
  if (dates === NOT_PLAIN) return superjson.serialize(value);
  const json = value as never;
  if (dates === undefined) return { json };
  // A date at the top is annotated as a leaf, any other as an entry of the paths' map.
  return { json, meta: { values: dates === DATE ? ['Date'] : dates, v: 1 } };
}

/** The tRPC transformer: superjson for inputs, `serializeOutput` for answers. */
export const superjsonTransformer = {
  input: superjson,
  output: { serialize: serializeOutput, deserialize: superjson.deserialize },
};

const NOT_PLAIN = Symbol('not plain');
const DATE = Symbol('a date');
/** Escaped paths of dates, in the order superjson writes them. */
type DatePaths = Record<string, ['Date']>;

// superjson's escaping of a key in a path: '.' separates keys.
const escapeKey = (key: string) => key.replace(/\\/g, '\\\\').replace(/\./g, '\\.');

function isPlainObject(value: object) {
  const prototype = Object.getPrototypeOf(value);
  return value !== Object.prototype && (prototype === Object.prototype || prototype === null);
}

/**
 * The dates in `value` (DATE for a date, their paths for a list or record holding some, undefined
 * for none) when JSON.stringify writes it as superjson's `json` would be written, or NOT_PLAIN:
 * only plain values, each object met once, no key that JSON or superjson treat specially. The
 * paths are gathered level by level into records, as superjson does, so they come out in its
 * order (a record puts keys that read as indices first).
 */
function datesIn(value: unknown, seen: Set<object>): DatePaths | typeof DATE | typeof NOT_PLAIN | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) && !Object.is(value, -0) ? undefined : NOT_PLAIN;
  if (typeof value !== 'object' || seen.has(value)) return NOT_PLAIN;
  seen.add(value);
  if (value instanceof Date) {
    // JSON.stringify writes a date with its toJSON: it must be Date's own.
    if (Object.getPrototypeOf(value) !== Date.prototype || Object.hasOwn(value, 'toJSON')) return NOT_PLAIN;
    return Number.isNaN(value.getTime()) ? NOT_PLAIN : DATE;
  }
  let paths: DatePaths | undefined;
  if (Array.isArray(value)) {
    // superjson also walks an array's other own keys (JSON leaves them out, but not their dates).
    if (Object.keys(value).length !== value.length) return NOT_PLAIN;
    for (let index = 0; index < value.length; index += 1) {
      const found = datesIn(value[index], seen);
      if (found === NOT_PLAIN) return NOT_PLAIN;
      if (found !== undefined) paths = withDates(paths, String(index), found);
    }
    return paths;
  }
  if (!isPlainObject(value)) return NOT_PLAIN;
  for (const key of Object.keys(value)) {
    // superjson refuses the first three; a toJSON would change what JSON.stringify writes.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || key === 'toJSON')
      return NOT_PLAIN;
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) return NOT_PLAIN;
    const found = datesIn(field, seen);
    if (found === NOT_PLAIN) return NOT_PLAIN;
    if (found !== undefined) paths = withDates(paths, key, found);
  }
  return paths;
}

/** `paths` with the dates found under `key` added (a new record for the first). */
function withDates(paths: DatePaths | undefined, key: string, found: DatePaths | typeof DATE): DatePaths {
  const into = paths ?? {};
  const prefix = escapeKey(key);
  if (found === DATE) into[prefix] = ['Date'];
  else for (const path of Object.keys(found)) into[`${prefix}.${path}`] = found[path]!;
  return into;
}
