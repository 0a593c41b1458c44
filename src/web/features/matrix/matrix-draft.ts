// The matrix editor's rows (spec 001 §4 and §5 'Matrix row'). Values stay the text of the inputs
// so a half-typed number is not rewritten under the user's cursor; numbers are read on demand.

import type { MatrixRow } from '../../../shared/matrix';
import { matrixRowSchema } from '../../../shared/schemas/matrix';

export type DraftRow = { id: string; startCost: string; endCost: string; multiplier: string };
type DraftField = 'startCost' | 'endCost' | 'multiplier';

export const END_AFTER_START = 'End cost must be greater than start cost';
export const FIX_BEFORE_SAVING = 'Please fix validation errors before saving';

let tmpCount = 0;
/** New rows have no server id until saved; the prefix keeps them apart from saved ids. */
function tmpId() {
  tmpCount += 1;
  return `tmp-${tmpCount}`;
}

/** Edit mode opens on the rows sorted by start cost. */
export function toDraft(rows: readonly (MatrixRow & { id: string })[]): DraftRow[] {
  return [...rows]
    .sort((a, b) => a.startCost - b.startCost)
    .map((row) => ({
      id: row.id,
      startCost: row.startCost.toFixed(2),
      endCost: row.endCost.toFixed(2),
      multiplier: multiplierText(row.multiplier),
    }));
}

/** Two decimals like the costs beside it ('1.90'), more only when the shop saved more ('1.125'). */
function multiplierText(value: number): string {
  const decimals = String(value).split('.')[1]?.length ?? 0;
  return decimals > 2 ? String(value) : value.toFixed(2);
}

/** A new row starts where the last one ends; an empty table starts at zero. */
export function addRow(rows: readonly DraftRow[]): DraftRow[] {
  const last = rows.at(-1);
  return [...rows, { id: tmpId(), startCost: last ? last.endCost : '0.00', endCost: '', multiplier: '' }];
}

/**
 * Only the first row's start is typed; every later start is the previous row's end, so a new end
 * is copied into the next row's start.
 */
export function updateRow(rows: readonly DraftRow[], index: number, field: DraftField, value: string) {
  if (field === 'startCost' && index > 0) return [...rows];
  return rows.map((row, i) => {
    if (i === index) return { ...row, [field]: value };
    if (field === 'endCost' && i === index + 1) return { ...row, startCost: value };
    return row;
  });
}

/** The row after a removed one now starts where the row before it ends, keeping the table joined. */
export function removeRow(rows: readonly DraftRow[], index: number): DraftRow[] {
  const previous = rows[index - 1];
  return rows
    .filter((_, i) => i !== index)
    .map((row, i) => (previous && i === index ? { ...row, startCost: previous.endCost } : row));
}

function readNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const FIELD_RULES = {
  startCost: matrixRowSchema.shape.startCost,
  endCost: matrixRowSchema.shape.endCost,
  multiplier: matrixRowSchema.shape.multiplier,
};

/** The row's problems, with the shared schema's messages; empty fields are not errors. */
export function rowErrors(row: DraftRow): string[] {
  const start = readNumber(row.startCost);
  const end = readNumber(row.endCost);
  const errors: string[] = [];
  if (start !== undefined && end !== undefined && end <= start) errors.push(END_AFTER_START);
  for (const field of ['startCost', 'endCost', 'multiplier'] as const) {
    if (row[field].trim() === '') continue;
    const result = FIELD_RULES[field].safeParse(readNumber(row[field]));
    const message = result.error?.issues[0]?.message;
    if (message && !errors.includes(message)) errors.push(message);
  }
  return errors;
}

/** The rows that are saved: those with start, end and multiplier all filled. */
export function completeRows(rows: readonly DraftRow[]): MatrixRow[] {
  return rows.flatMap((row) => {
    const startCost = readNumber(row.startCost);
    const endCost = readNumber(row.endCost);
    const multiplier = readNumber(row.multiplier);
    return startCost === undefined || endCost === undefined || multiplier === undefined
      ? []
      : [{ startCost, endCost, multiplier }];
  });
}

export function isIncomplete(row: DraftRow): boolean {
  return [row.startCost, row.endCost, row.multiplier].some((value) => value.trim() === '');
}
