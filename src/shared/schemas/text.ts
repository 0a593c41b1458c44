import { z } from 'zod';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const LAST_C1_CONTROL = 0x9f;

/**
 * C0 controls, DEL and the C1 controls (U+0080–U+009F); a multi-line text may keep tabs and
 * line breaks. PostgreSQL refuses a NUL byte in text outright, and the others are never typed.
 */
export function hasControlCharacter(text: string, { isMultiLine }: { isMultiLine: boolean }): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isMultiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    if (code < 0x20 || (code >= DELETE && code <= LAST_C1_CONTROL)) return true;
  }
  return false;
}

export const controlCharacterMessage = (label: string) => `${label} must not contain control characters`;

/**
 * The rule every text input carries, ids, tokens, search terms and secrets included:
 * `z.string().check(refuseControlCharacters('Token'))`. A NUL byte reaching the database is a
 * 500 with SQL text instead of a message, so control characters are refused with one.
 */
export function refuseControlCharacters(
  label: string,
  { isMultiLine = false }: { isMultiLine?: boolean } = {},
) {
  return z.refine<string>(
    (text) => !hasControlCharacter(text, { isMultiLine }),
    controlCharacterMessage(label),
  );
}

type PlainTextOptions = { max: number; required?: boolean; isMultiLine?: boolean };

/**
 * A trimmed text field a person types: the database refuses a NUL byte (a 500 instead of a
 * message), so control characters are refused with a message naming the field.
 */
export function plainText(label: string, { max, required = false, isMultiLine = false }: PlainTextOptions) {
  const base = z.string(`${label} must be text`).trim();
  return (required ? base.min(1, `${label} is required`) : base)
    .max(max, `${label} must be at most ${max} characters`)
    .check(refuseControlCharacters(label, { isMultiLine }));
}
