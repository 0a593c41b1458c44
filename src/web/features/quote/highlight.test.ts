import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const bold = (name: string, typed: string) =>
  highlightParts(name, typed)
    .map((part) => (part.isMatch ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it.each([
    ['Brake Pads', 'brake', '[Brake] Pads'],
    ['Brake Pads', 'ake p', 'Br[ake P]ads'],
    ['Brake Pads', '  PADS ', 'Brake [Pads]'],
    ['Brake Pads', '', 'Brake Pads'],
    ['Brake Pads', 'xyz', 'Brake Pads'],
    ['Front Brake Pads', 'pads front', '[Front] Brake [Pads]'],
    ['Oil Change', 'oil (synthetic)', '[Oil] Change'],
    ['A/C Recharge', 'a/c', '[A/C] Recharge'],
    ['Brakes and brake fluid', 'brake', '[Brake]s and [brake] fluid'],
  ])('%s with %j → %s', (name, typed, expected) => {
    expect(bold(name, typed)).toBe(expected);
  });

  it('keeps every character of the name, in order', () => {
    for (const typed of ['b', 'ra', 'pads', 'q', 'brake pads rotor']) {
      expect(
        highlightParts('Brake Pads and Rotors', typed)
          .map((part) => part.text)
          .join(''),
      ).toBe('Brake Pads and Rotors');
    }
  });
});
