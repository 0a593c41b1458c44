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
 * Bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * U+200E, U+200F and U+061C marks) and zero-width characters (U+200B–U+200D, U+2060 word
 * joiner, U+FEFF). Invisible on screen, they make a name read as another: a right-to-left
 * override before 'gpj.exe' shows 'exe.jpg' in an e-mail subject, a zero-width space inside
 * 'Admin' makes a second 'Admin'.
 */
const INVISIBLE_FORMATTING = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

export function hasInvisibleFormatting(text: string): boolean {
  return INVISIBLE_FORMATTING.test(text);
}

/**
 * The text without invisible formatting characters: for a line built from names stored before
 * the rule (an e-mail subject), where refusing is no longer possible.
 */
export function withoutInvisibleFormatting(text: string): string {
  return text.replace(new RegExp(INVISIBLE_FORMATTING.source, 'g'), '');
}

export const invisibleFormattingMessage = (label: string) =>
  `${label} contains invisible formatting characters. Remove them and try again.`;

/**
 * Why a text is refused, or null: a control character (see hasControlCharacter) in any text;
 * invisible formatting (see hasInvisibleFormatting) in a one-line text — names, titles, ids,
 * keys, search terms. A multi-line text (a description, a message) keeps its zero-width joiners,
 * which emoji sequences and some scripts need. The public API applies the same rule.
 */
export function textProblem(
  text: string,
  label: string,
  { isMultiLine = false }: { isMultiLine?: boolean } = {},
): string | null {
  if (hasControlCharacter(text, { isMultiLine })) return controlCharacterMessage(label);
  if (!isMultiLine && hasInvisibleFormatting(text)) return invisibleFormattingMessage(label);
  return null;
}

/**
 * The rule every text input carries, ids, tokens, search terms and secrets included:
 * `z.string().check(refuseControlCharacters('Token'))`. A NUL byte reaching the database is a
 * 500 with SQL text instead of a message, so control characters are refused with one; a
 * one-line text also refuses invisible formatting characters (textProblem).
 */
export function refuseControlCharacters(
  label: string,
  { isMultiLine = false }: { isMultiLine?: boolean } = {},
) {
  return z.superRefine<string>((text, ctx) => {
    const problem = textProblem(text, label, { isMultiLine });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
  });
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
