import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeOutput } from './superjson-output';

function same(value: unknown): void {
  let expected: ReturnType<typeof superjson.serialize>;
  try {
    expected = superjson.serialize(value);
  } catch (error) {
    // superjson refuses some keys ('__proto__', 'constructor', 'prototype'); so must this.
    expect(() => serializeOutput(value)).toThrow((error as Error).message);
    return;
  }
  const written = serializeOutput(value);
  // The wire: what JSON.stringify writes of it (tRPC does) is superjson's text, byte for byte.
  expect(JSON.stringify(written)).toBe(JSON.stringify(expected));
  expect(written.meta).toStrictEqual(expected.meta);
  // And superjson reads it back as it reads its own.
  const readBack = (sent: unknown) => superjson.deserialize(JSON.parse(JSON.stringify(sent)));
  expect(readBack(written)).toStrictEqual(readBack(expected));
}

describe('serializeOutput', () => {
  it('writes what superjson writes for anything', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withDate: true,
          withMap: true,
          withSet: true,
          withBigInt: true,
          withNullPrototype: true,
          withSparseArray: true,
          withBoxedValues: true,
          withTypedArray: true,
          withObjectString: true,
        }),
        (value) => {
          same(value);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes what superjson writes for answers made of records, lists and dates', () => {
    const key = fc.oneof(
      fc.string(),
      fc.constantFrom('a.b', 'a\\b', '0', '', 'x\\.y', 'prototype', 'toJSON'),
    );
    const leaf = fc.oneof(
      fc.date({ noInvalidDate: true }),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constant(null),
    );
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('record')),
      list: fc.array(tie('tree'), { maxLength: 5 }),
      record: fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
    }));
    fc.assert(
      fc.property(tree, (value) => {
        same(value);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['a date', new Date('2026-01-02T03:04:05.678Z')],
    ['an invalid date', new Date(Number.NaN)],
    ['dates in lists and records', { a: [new Date(0), { 'b.c': new Date(1) }], d: new Date(2), e: 'x' }],
    ['a date under an empty key', { '': new Date(0) }],
    ['undefined, NaN and -0', { a: undefined, b: Number.NaN, c: -0, d: [1, undefined] }],
    [
      'the same object twice',
      (() => {
        const shared = { at: new Date(0) };
        return { a: shared, b: [shared] };
      })(),
    ],
    [
      'the same date twice',
      (() => {
        const at = new Date(0);
        return { a: at, b: at };
      })(),
    ],
    ['a Map and a Set', { m: new Map([[1, new Date(0)]]), s: new Set(['x']) }],
    ['a list with another key', Object.assign([1, 2], { at: new Date(0) })],
    ['a toJSON key', { toJSON: 'x', at: new Date(0) }],
    [
      'a date with its own way of writing itself',
      { at: Object.assign(new Date(0), { toJSON: () => 'not a date' }) },
    ],
    ['a date of a subclass', { at: new (class Moment extends Date {})(0) }],
    ['a date at the top', new Date(5)],
  ])('writes what superjson writes for %s', (_name, value) => same(value));

  it('is read back by superjson', () => {
    const answer = {
      id: 'q1',
      created_at: new Date('2026-01-02T03:04:05.678Z'),
      lines: [{ at: new Date(5) }],
    };
    expect(superjson.deserialize(JSON.parse(JSON.stringify(serializeOutput(answer))))).toStrictEqual(answer);
  });
});
