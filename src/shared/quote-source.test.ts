import { describe, expect, it } from 'vitest';
import { describeSource, type LineKind, type LineSource } from './quote-source';

const guideJob = { smartJobId: 'BRK-0002', name: 'Front Brake Pads and Rotors Replacement' };

describe('describeSource', () => {
  const cases: Array<[string, LineSource | null, LineKind, string | null]> = [
    [
      'labor from the guide, with network hours',
      {
        kind: 'guide',
        guideJob,
        operation: 'R&R',
        operationName: 'Disc Brake Pads, Front - R&R',
        similarJobs: 14,
        medianHours: 1.1,
      },
      'labor',
      'Labor guide: Disc Brake Pads, Front - R&R · 14 similar jobs, median 1.1 h',
    ],
    [
      'labor stored before operation names, named by its guide job',
      { kind: 'guide', guideJob, similarJobs: 1 },
      'labor',
      'Labor guide: Front Brake Pads and Rotors Replacement · 1 similar job',
    ],
    [
      'a part priced from network medians, never credited to the guide',
      { kind: 'network', guideJob, similarJobs: 13, medianRetail: 91.03, tier: 'standard' },
      'part',
      'Price: median of 13 similar network jobs ($91.03)',
    ],
    [
      'a part priced from one network job',
      { kind: 'network', guideJob, similarJobs: 1, medianRetail: 20 },
      'part',
      'Price: 1 similar network job ($20.00)',
    ],
    [
      'a part priced from the catalogue',
      { kind: 'catalog', guideJob, tier: 'standard', brand: 'Brembo', partNumber: 'BRE12345' },
      'part',
      'Price: catalogue, Brembo BRE12345 (standard), with your parts matrix',
    ],
    [
      'a catalogue part with the network median beside it',
      {
        kind: 'catalog',
        guideJob,
        tier: 'standard',
        brand: 'Brembo',
        partNumber: 'BRE12345',
        similarJobs: 13,
        medianRetail: 91.03,
      },
      'part',
      'Price: catalogue, Brembo BRE12345 (standard), with your parts matrix · network: median of 13 similar network jobs ($91.03)',
    ],
    [
      'a part with only the guide list price',
      { kind: 'guide', guideJob },
      'part',
      'Price: typical list price (no network or catalogue price for this vehicle)',
    ],
    ['a line the advisor added', { kind: 'user' }, 'labor', 'Added by the advisor'],
    [
      'a guide line the advisor changed',
      { kind: 'user', guideJob, operationName: 'Disc Brake Pads, Front - R&R' },
      'labor',
      'Changed by the advisor · Labor guide: Disc Brake Pads, Front - R&R',
    ],
    [
      'a suggestion a shop note put on the quote',
      {
        kind: 'catalog',
        guideJob: { smartJobId: 'BRK-0005', name: 'Brake Fluid Flush' },
        brand: 'Bosch',
        partNumber: 'B43971',
        tier: 'standard',
        reason: 'Fluid over two years old tests high for moisture',
        entry: { id: 'kb-1', title: 'Brake fluid with pad jobs', level: 'shop' },
      },
      'part',
      'Price: catalogue, Bosch B43971 (standard), with your parts matrix · Fluid over two years old tests high for moisture · Shop note: "Brake fluid with pad jobs"',
    ],
    [
      'a model line tied to a guide job',
      { kind: 'model', guideJob },
      'labor',
      'AI model, from labor guide: Front Brake Pads and Rotors Replacement',
    ],
    ['a model part', { kind: 'model' }, 'part', 'Price: from the AI model'],
    ['no source', null, 'labor', null],
  ];

  it.each(cases)('%s', (_name, source, line, expected) => {
    expect(describeSource(source, line)).toBe(expected);
  });

  it('never names a guide job code as the source of a price', () => {
    for (const [, source, line] of cases) {
      if (line === 'part') expect(describeSource(source, line) ?? '').not.toMatch(/[A-Z]{3}-\d{4}/);
    }
  });
});
