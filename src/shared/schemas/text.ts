import { z } from 'zod';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** C0 controls and DEL; a multi-line text may keep tabs and line breaks. */
export function hasControlCharacter(text: string, { isMultiLine }: { isMultiLine: boolean }): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isMultiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    if (code < 0x20 || code === DELETE) return true;
  }
  return false;
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
    .refine(
      (text) => !hasControlCharacter(text, { isMultiLine }),
      `${label} must not contain control characters`,
    );
}
