import { describe, expect, it } from 'vitest';
import {
  addRow,
  completeRows,
  type DraftRow,
  END_AFTER_START,
  removeRow,
  rowErrors,
  toDraft,
  updateRow,
} from './matrix-draft';

const row = (startCost: string, endCost: string, multiplier: string, id = `r-${startCost}`): DraftRow => ({
  id,
  startCost,
  endCost,
  multiplier,
});
const ranges = (rows: DraftRow[]) => rows.map((r) => [r.startCost, r.endCost]);

describe('toDraft', () => {
  it('sorts the rows by start cost and shows costs and multipliers with two decimals or more', () => {
    const draft = toDraft([
      { id: 'b', startCost: 10, endCost: 50, multiplier: 1.125 },
      { id: 'a', startCost: 0, endCost: 10, multiplier: 2.5 },
      { id: 'c', startCost: 50, endCost: 80.5, multiplier: 1 },
    ]);
    expect(draft).toEqual([
      row('0.00', '10.00', '2.50', 'a'),
      row('10.00', '50.00', '1.125', 'b'),
      row('50.00', '80.50', '1.00', 'c'),
    ]);
  });
});

describe('addRow', () => {
  it("starts a new row at the previous row's end, with a temporary id", () => {
    const rows = addRow([row('0.00', '10.00', '2')]);
    expect(rows[1]).toMatchObject({ startCost: '10.00', endCost: '', multiplier: '' });
    expect(rows[1]!.id).toMatch(/^tmp-/);
    expect(addRow(rows)[2]!.id).not.toBe(rows[1]!.id);
  });

  it('starts the first row of an empty table at zero', () => {
    expect(addRow([])[0]).toMatchObject({ startCost: '0.00', endCost: '' });
  });
});

describe('updateRow', () => {
  const rows = [row('0', '10', '2'), row('10', '50', '1.5'), row('50', '100', '1.2')];

  it("copies a changed end cost into the next row's start", () => {
    expect(ranges(updateRow(rows, 0, 'endCost', '20'))).toEqual([
      ['0', '20'],
      ['20', '50'],
      ['50', '100'],
    ]);
  });

  it("changes the first row's start, and ignores a typed start on later rows", () => {
    expect(updateRow(rows, 0, 'startCost', '5')[0]!.startCost).toBe('5');
    expect(updateRow(rows, 1, 'startCost', '7')).toEqual(rows);
  });

  it('changes a multiplier alone', () => {
    expect(updateRow(rows, 2, 'multiplier', '1.1').map((r) => r.multiplier)).toEqual(['2', '1.5', '1.1']);
  });
});

describe('removeRow', () => {
  const rows = [row('0', '10', '2'), row('10', '50', '1.5'), row('50', '100', '1.2')];

  it('joins the rows on each side of a removed middle row', () => {
    expect(ranges(removeRow(rows, 1))).toEqual([
      ['0', '10'],
      ['10', '100'],
    ]);
  });

  it('keeps the next start when the first or last row goes', () => {
    expect(ranges(removeRow(rows, 0))).toEqual([
      ['10', '50'],
      ['50', '100'],
    ]);
    expect(ranges(removeRow(rows, 2))).toEqual([
      ['0', '10'],
      ['10', '50'],
    ]);
  });
});

describe('rowErrors', () => {
  it.each([
    [row('10', '10', '2'), [END_AFTER_START]],
    [row('10', '5', '2'), [END_AFTER_START]],
    [row('10', '', ''), []],
    [row('0', '10', '0'), ['Multiplier must be greater than 0']],
    [row('0', '10', '-1'), ['Multiplier must be greater than 0']],
    [row('-5', '10', '2'), ['Must be 0 or more']],
    [row('0', '10.5', '1.25'), []],
  ])('%j has errors %j', (draft, expected) => {
    expect(rowErrors(draft)).toEqual(expected);
  });
});

describe('completeRows', () => {
  it('keeps only rows with start, end and multiplier filled, as numbers', () => {
    expect(completeRows([row('0', '10', '2'), row('10', '20', ''), row('10', '', '1.5')])).toEqual([
      { startCost: 0, endCost: 10, multiplier: 2 },
    ]);
  });
});
