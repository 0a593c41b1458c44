import { bigint, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonRowOf } from './json-rows';

const rows = pgTable('rows', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
  local: timestamp(),
});

describe('jsonRowOf', () => {
  it('turns the JSON of timestamps back into the dates drizzle gives, with and without a time zone', () => {
    const row = jsonRowOf(rows).parse({
      id: 'a',
      name: 'n',
      at: '2026-01-02T03:04:05.678912+01:00',
      local: '2026-01-02T03:04:05.678912',
    });
    expect(row).toStrictEqual({
      id: 'a',
      name: 'n',
      at: new Date('2026-01-02T02:04:05.678Z'),
      local: new Date('2026-01-02T03:04:05.678Z'),
    });
  });

  it('leaves nulls and omitted columns out of the mapping', () => {
    const row = jsonRowOf(rows, ['name']).parse({ id: 'a', at: '2026-01-02T03:04:05Z', local: null });
    expect(row).toStrictEqual({ id: 'a', at: new Date('2026-01-02T03:04:05Z'), local: null });
  });

  it('refuses a column whose JSON would read differently from drizzle (a numeric string, a bigint)', () => {
    const prices = pgTable('prices', { id: uuid().primaryKey(), amount: numeric() });
    expect(() => jsonRowOf(prices)).toThrow(/amount is a PgNumeric/);
    const counts = pgTable('counts', { id: uuid().primaryKey(), n: bigint({ mode: 'number' }) });
    expect(() => jsonRowOf(counts)).toThrow(/n is a PgBigInt53/);
  });
});
