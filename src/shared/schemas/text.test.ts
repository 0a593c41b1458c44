import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasAtMostDecimals, integerIdSchema, priceSchema } from './number';
import {
  hasControlCharacter,
  hasInvisibleFormatting,
  plainText,
  refuseControlCharacters,
  textProblem,
  withoutInvisibleFormatting,
} from './text';

describe('hasControlCharacter', () => {
  it.each([
    ['plain text', 'Brake pads, front', false, false],
    ['NUL', 'a\u0000b', false, true],
    ['escape', '\u001b[31m', false, true],
    ['DEL', 'x\u007f', false, true],
    ['C1 next line', 'x\u0085', false, true],
    ['last C1', '\u009f', false, true],
    ['no-break space', 'x\u00a0y', false, false],
    ['line separator', 'x\u2028y', false, false],
    ['tab and line breaks on one line', 'a\tb\r\nc', false, true],
    ['tab and line breaks on several lines', 'a\tb\r\nc', true, false],
    ['NUL on several lines', 'a\n\u0000', true, true],
  ])('%s', (_label, text, isMultiLine, expected) => {
    expect(hasControlCharacter(text, { isMultiLine })).toBe(expected);
  });

  it('finds every C0 and C1 control wherever it is', () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }));
    fc.assert(
      fc.property(printable, control, fc.string(), (before, code, after) =>
        hasControlCharacter(`${before}${String.fromCharCode(code)}${after}`, { isMultiLine: false }),
      ),
    );
  });
});

describe('refuseControlCharacters', () => {
  const token = z.string().trim().max(64).check(refuseControlCharacters('The link'));

  it('refuses a control character with a message naming the field', () => {
    expect(token.safeParse('abc\u0000').error?.issues[0]?.message).toBe(
      'The link must not contain control characters',
    );
    expect(token.parse(' abc ')).toBe('abc');
  });

  it('is the rule of plainText', () => {
    const description = plainText('Description', { max: 100, isMultiLine: true });
    expect(description.parse('Line 1\n\tLine 2')).toBe('Line 1\n\tLine 2');
    expect(description.safeParse('Line\u0085').error?.issues[0]?.message).toBe(
      'Description must not contain control characters',
    );
  });
});

// Every character of the rule: the bidirectional embeddings, overrides, isolates and marks, and
// the zero-width ones.
const INVISIBLE = [
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e],
  ...[0x2066, 0x2067, 0x2068, 0x2069],
  ...[0x200e, 0x200f, 0x061c],
  ...[0x200b, 0x200c, 0x200d, 0x2060, 0xfeff],
].map((code) => String.fromCharCode(code));

describe('invisible formatting characters', () => {
  it.each(INVISIBLE.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    '%s is found anywhere in a text',
    (_code, character) => {
      expect(hasInvisibleFormatting(`Bayside${character}Auto`)).toBe(true);
      expect(hasInvisibleFormatting(`${character}Bayside`)).toBe(true);
      expect(withoutInvisibleFormatting(`Bay${character}side${character}`)).toBe('Bayside');
    },
  );

  it.each([
    ['accents and other scripts', 'José Núñez · Zoë · 山田 · محمد'],
    ['a no-break space and a dash', 'Bayside\u00a0Auto – Main St'],
    ['an emoji', 'Bayside 🚗'],
    ['the neighbours of the ranges', '\u200a\u2010\u2029\u2065\u206a\u2061'],
  ])('leaves %s alone', (_label, text) => {
    expect(hasInvisibleFormatting(text)).toBe(false);
    expect(textProblem(text, 'Name')).toBeNull();
  });

  it('is refused in a one-line text with a message naming the field, and kept in a multi-line one', () => {
    const name = plainText('Shop name', { max: 120, required: true });
    const override = `Bayside \u202egpj.exe`;
    expect(name.safeParse(override).error?.issues[0]?.message).toBe(
      'Shop name contains invisible formatting characters. Remove them and try again.',
    );
    expect(name.safeParse('Ad\u200bmin').error?.issues).toHaveLength(1);
    // An emoji sequence (family: three people joined by zero-width joiners) stays in a description.
    const description = plainText('Description', { max: 100, isMultiLine: true });
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(description.parse(`Thanks ${family}`)).toBe(`Thanks ${family}`);
  });

  it('reports a control character before invisible formatting', () => {
    expect(textProblem('a\u0000\u202e', 'Title')).toBe('Title must not contain control characters');
    expect(textProblem('a\u202e', 'Title')).toBe(
      'Title contains invisible formatting characters. Remove them and try again.',
    );
    expect(textProblem('a\u202e', 'Title', { isMultiLine: true })).toBeNull();
  });

  it('holds for any text around any of the characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...INVISIBLE), fc.string(), (before, character, after) => {
        const text = `${before}${character}${after}`;
        return (
          !z.string().check(refuseControlCharacters('Name')).safeParse(text).success &&
          !hasInvisibleFormatting(withoutInvisibleFormatting(text))
        );
      }),
    );
  });
});

describe('column bounds', () => {
  it.each([
    [12.34, 2, true],
    [0.1 + 0.2, 2, true],
    [12.345, 2, false],
    [1.1234, 4, true],
    [1.12345, 4, false],
  ])('%d has at most %d decimals: %s', (value, decimals, expected) => {
    expect(hasAtMostDecimals(value, decimals)).toBe(expected);
  });

  it('keeps a price in numeric(10,2) and an id in an integer column', () => {
    const price = priceSchema('List price');
    expect(price.parse(99_999_999.99)).toBe(99_999_999.99);
    expect(price.safeParse(1e308).error?.issues[0]?.message).toBe('List price must be at most 99,999,999.99');
    expect(price.safeParse(-1).error?.issues[0]?.message).toBe('List price must be 0 or more');
    const id = integerIdSchema('Store id');
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(id.safeParse(2_147_483_648).error?.issues[0]?.message).toBe('Store id must be at most 2147483647');
  });
});
