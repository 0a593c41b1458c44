import { describe, expect, it } from 'vitest';
import type { EngineVehicle, GuideJobContext, KnowledgeEntry, QuoteDraft, RetrievedContext } from '../engine';
import { context as base } from '../llm/test-fixtures';
import { composeQuote } from './compose';

// Shop notes whose rules hold only for some quotes: a job preferred from a model year, an offer
// past a mileage, in some months, for some makes or with some jobs, an instruction for old
// trucks. Applied (kept with the quote, crediting its lines or on the checklist) where they hold,
// and changing nothing elsewhere; a hand-built context on a 2013 Ford F-150 pickup by default.

const job = (
  smartJobId: string,
  name: string,
  extra: Partial<GuideJobContext> & { hours?: number } = {},
): GuideJobContext => ({
  id: `id-${smartJobId}`,
  smartJobId,
  name,
  system: 'Maintenance',
  category: 'Oil Change',
  keywords: [],
  companions: [],
  frequency: 5,
  score: 10,
  labor: [
    {
      id: `l-${smartJobId}`,
      name: `${name} - Labor`,
      operation: 'R&R',
      section: 'S',
      motorTime: extra.hours ?? 0.5,
    },
  ],
  parts: [],
  ...extra,
});

const conventional = job('MNT-0002', 'Engine Oil and Filter Change - Conventional', {
  parts: [{ name: 'Conventional Engine Oil 5W-30, 1 qt', quantity: 5, retail: 7.99, pcdbPartTypeId: 12138 }],
});
const synthetic = job('MNT-0001', 'Engine Oil and Filter Change - Synthetic', {
  parts: [
    { name: 'Full Synthetic Engine Oil 0W-20, 1 qt', quantity: 5, retail: 11.99, pcdbPartTypeId: 12138 },
  ],
});
const batteryTest = job('CHS-0002', 'Battery and Charging System Test', { system: 'Charging & Starting' });
const pads = job('BRK-0001', 'Front Brake Pads Replacement', { system: 'Brakes', category: 'Brake Pads' });
const transmission = job('TRN-0001', 'Automatic Transmission Fluid Service', {
  system: 'Transmission',
  category: 'Transmission Fluid',
});

const vehicle = (over: Partial<EngineVehicle>): EngineVehicle => ({ ...base.vehicle, ...over });
const camry = vehicle({ make: 'Toyota', model: 'Camry', model_year: 2019, body_class: 'Sedan/Saloon' });
const accord = vehicle({ make: 'Honda', model: 'Accord', model_year: 2003, body_class: 'Sedan/Saloon' });

const note = (id: string, title: string, description: string): KnowledgeEntry => ({ id, title, description });
const synthNote = note(
  'kb-s',
  'Synthetic oil on newer vehicles',
  'Use full synthetic oil for model years 2012 and newer unless the customer asks for conventional.',
);
const winterNote = note(
  'kb-w',
  'Winter battery checks',
  'Offer a battery and charging system test with every oil change from October to March.',
);
const saltNote = note(
  'kb-r',
  'Road salt corrosion',
  'Trucks and SUVs over eight years old often have seized brake hardware and rusted brake lines: inspect lines during any brake job and note corrosion in the quote message.',
);

/** Lines an entry put in or changed, by the entry's id. */
const linesOf = (draft: QuoteDraft, id: string) =>
  [...draft.laborItems, ...draft.partItems].filter((l) => l.source?.entry?.id === id);

const quote = (over: Partial<RetrievedContext>, now = new Date('2026-07-15')) =>
  composeQuote(
    {
      ...base,
      concern: 'oil change',
      guideJobs: [conventional],
      companionJobs: [],
      companionStats: [],
      similarJobs: [],
      knowledge: [],
      guidelines: [],
      knowledgeJobs: [synthetic, batteryTest, transmission],
      ...over,
    },
    { now },
  );

describe('shop notes that hold only for some quotes', () => {
  it('quotes the preferred job for a new enough vehicle, unless the advisor named the other one', () => {
    const swapped = quote({ knowledge: [synthNote] });
    expect(swapped.title).toBe('Engine Oil and Filter Change - Synthetic');
    expect(swapped.partItems[0]!.name).toMatch(/^Full Synthetic Engine Oil/);
    expect(swapped.partItems[0]!.source?.entry).toEqual({
      id: 'kb-s',
      title: synthNote.title,
      level: 'shop',
    });
    expect(swapped.knowledgeBaseIds).toEqual(['kb-s']);

    const asked = quote({ knowledge: [synthNote], concern: 'conventional oil change' });
    expect(asked.title).toBe('Engine Oil and Filter Change - Conventional');
    expect(asked.knowledgeBaseIds).toEqual([]);
    const older = quote({ knowledge: [synthNote], vehicle: { ...base.vehicle, model_year: 2009 } });
    expect(older.knowledgeBaseIds).toEqual([]);
  });

  it('gives a 2019 Camry synthetic oil and leaves a 2003 Accord as quoted', () => {
    const newer = quote({ knowledge: [synthNote], vehicle: camry });
    expect(newer.title).toBe('Engine Oil and Filter Change - Synthetic');
    expect(newer.laborItems.map((l) => l.title)).toEqual([
      'Engine Oil and Filter Change - Synthetic - Labor',
    ]);
    expect(newer.partItems.map((p) => p.name)).toEqual([expect.stringMatching(/^Full Synthetic Engine Oil/)]);
    expect(linesOf(newer, 'kb-s')).toHaveLength(2);
    expect(newer.knowledgeBaseIds).toEqual(['kb-s']);

    const older = quote({ knowledge: [synthNote], vehicle: accord });
    const plain = quote({ vehicle: accord });
    expect(older.title).toBe('Engine Oil and Filter Change - Conventional');
    expect(older.laborItems).toEqual(plain.laborItems);
    expect(older.partItems).toEqual(plain.partItems);
    expect(older.knowledgeBaseIds).toEqual([]);
    expect(older.reply).toBe(plain.reply);
  });

  it('offers work only in the months the note names', () => {
    const july = quote({ knowledge: [winterNote] }, new Date('2026-07-15'));
    expect(july.laborItems.some((l) => /Battery/.test(l.title))).toBe(false);
    expect(july.knowledgeBaseIds).toEqual([]);
    const january = quote({ knowledge: [winterNote] }, new Date('2027-01-15'));
    const offered = january.laborItems.find((l) => /Battery/.test(l.title))!;
    expect(offered).toMatchObject({ is_suggested: true });
    expect(offered.source).toMatchObject({
      reason: 'Your shop offers it with every oil change',
      entry: { id: 'kb-w' },
    });
    expect(january.knowledgeBaseIds).toEqual(['kb-w']);
    expect(january.reply).toContain('Suggested: Battery and Charging System Test.');
  });

  it('offers work in the season the note names ("in winter" is December to February)', () => {
    const winter = note(
      'kb-ws',
      'Winter checks',
      'Offer a battery and charging system test with every oil change in winter.',
    );
    const at = (day: string) => quote({ knowledge: [winter] }, new Date(day));
    expect(linesOf(at('2027-01-15'), 'kb-ws')).toEqual([expect.objectContaining({ is_suggested: true })]);
    expect(at('2027-01-15').knowledgeBaseIds).toEqual(['kb-ws']);
    for (const day of ['2026-11-15', '2027-03-15', '2026-07-15']) {
      expect(linesOf(at(day), 'kb-ws')).toEqual([]);
      expect(at(day).knowledgeBaseIds).toEqual([]);
    }
  });

  it('offers work past a mileage only when the advisor wrote one past it', () => {
    const mileage = note(
      'kb-m',
      'High-mileage transmissions',
      'Offer a transmission fluid service on vehicles over 100k miles.',
    );
    const high = quote({ knowledge: [mileage], concern: 'oil change at 120k' });
    expect(high.title).toBe('Engine Oil and Filter Change - Conventional');
    expect(linesOf(high, 'kb-m')).toEqual([
      expect.objectContaining({ title: 'Automatic Transmission Fluid Service - Labor', is_suggested: true }),
    ]);
    expect(high.knowledgeBaseIds).toEqual(['kb-m']);
    for (const concern of ['oil change', 'oil change at 80k']) {
      const draft = quote({ knowledge: [mileage], concern });
      expect(draft.laborItems.some((l) => /Transmission/.test(l.title))).toBe(false);
      expect(draft.knowledgeBaseIds).toEqual([]);
    }
  });

  it('offers work for the makes the note names only', () => {
    const hondas = note(
      'kb-h',
      'Honda batteries',
      'Offer a battery and charging system test with every oil change on Hondas.',
    );
    const honda = quote({ knowledge: [hondas], vehicle: accord });
    expect(linesOf(honda, 'kb-h')).toEqual([
      expect.objectContaining({ title: 'Battery and Charging System Test - Labor', is_suggested: true }),
    ]);
    expect(honda.knowledgeBaseIds).toEqual(['kb-h']);
    for (const other of [camry, base.vehicle]) {
      const draft = quote({ knowledge: [hondas], vehicle: other });
      expect(draft.laborItems.some((l) => /Battery/.test(l.title))).toBe(false);
      expect(draft.knowledgeBaseIds).toEqual([]);
    }
    const toyotas = note(
      'kb-t',
      'Toyota batteries',
      'For Toyota and Lexus, offer a battery and charging system test with every oil change.',
    );
    expect(quote({ knowledge: [toyotas], vehicle: camry }).knowledgeBaseIds).toEqual(['kb-t']);
    expect(quote({ knowledge: [toyotas], vehicle: accord }).knowledgeBaseIds).toEqual([]);
  });

  it('gives an instruction for old trucks on brake jobs only', () => {
    const brakes = { concern: 'front brake pads', guideJobs: [pads], knowledge: [saltNote] };
    const truck = quote(brakes);
    expect(truck.knowledgeBaseIds).toEqual(['kb-r']);
    expect(truck.reply).toContain('\n\nBefore you send it:\n• Inspect lines and note corrosion');
    expect(quote({ ...brakes, vehicle: accord }).reply).not.toContain('Before you send it:');
    expect(quote({ ...brakes, vehicle: { ...base.vehicle, model_year: 2022 } }).knowledgeBaseIds).toEqual([]);
    expect(
      quote({ ...brakes, vehicle: { ...base.vehicle, body_class: 'Sedan/Saloon' } }).knowledgeBaseIds,
    ).toEqual([]);
    expect(quote({ knowledge: [saltNote] }).knowledgeBaseIds).toEqual([]);
  });
});
