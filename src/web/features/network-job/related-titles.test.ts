import { describe, expect, it } from 'vitest';
import { relatedTitles } from './related-titles';

const jobs = (...titles: string[]) => titles.map((title) => ({ title }));

describe('relatedTitles', () => {
  it('counts each distinct title, most frequent first, ties in ranking order', () => {
    expect(
      relatedTitles(
        jobs('Front Brake Pads', 'Rotors', 'Front Brake Pads', 'Caliper', 'Rotors', 'Rotors'),
        10,
      ),
    ).toEqual([
      { title: 'Rotors', count: 3 },
      { title: 'Front Brake Pads', count: 2 },
      { title: 'Caliper', count: 1 },
    ]);
  });

  it('treats case and spacing variants as one title, shown as first seen', () => {
    expect(relatedTitles(jobs('Oil Change', ' oil  change', 'OIL CHANGE '), 10)).toEqual([
      { title: 'Oil Change', count: 3 },
    ]);
  });

  it('keeps at most the limit and skips blank titles', () => {
    expect(relatedTitles(jobs('A', 'B', 'C', '  '), 2)).toEqual([
      { title: 'A', count: 1 },
      { title: 'B', count: 1 },
    ]);
    expect(relatedTitles([], 5)).toEqual([]);
  });
});
