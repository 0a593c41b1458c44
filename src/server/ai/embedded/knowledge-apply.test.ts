import { describe, expect, it } from 'vitest';
import type { GuideJobContext, KnowledgeEntry, RetrievedContext } from '../engine';
import { context as base } from '../llm/test-fixtures';
import { composeQuote } from './compose';

// Shop notes whose rules hold only for some quotes: a job preferred from a model year, an offer
// in some months or with some jobs, an instruction for old trucks. Applied and cited when they
// hold, and then only; a hand-built context on a 2013 Ford F-150 pickup.

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
      knowledgeJobs: [synthetic, batteryTest],
      ...over,
    },
    { now },
  );

describe('shop notes that hold only for some quotes', () => {
  it('quotes the preferred job for a new enough vehicle, unless the advisor named the other one', () => {
    const swapped = quote({ knowledge: [synthNote] });
    expect(swapped.title).toBe('Engine Oil and Filter Change - Synthetic');
    expect(swapped.partItems[0]).toMatchObject({ name: 'Full Synthetic Engine Oil 0W-20, 1 qt' });
    expect(swapped.partItems[0]!.source?.entry).toEqual({
      id: 'kb-s',
      title: synthNote.title,
      level: 'shop',
    });
    expect(swapped.knowledgeBaseIds).toEqual(['kb-s']);
    expect(swapped.reply).toContain(
      'Following your shop\'s note "Synthetic oil on newer vehicles": Engine Oil and Filter Change - Synthetic is quoted in place of engine oil and filter change - conventional for this 2013 Ford F-150.',
    );

    const asked = quote({ knowledge: [synthNote], concern: 'conventional oil change' });
    expect(asked.title).toBe('Engine Oil and Filter Change - Conventional');
    expect(asked.knowledgeBaseIds).toEqual([]);
    const older = quote({ knowledge: [synthNote], vehicle: { ...base.vehicle, model_year: 2009 } });
    expect(older.knowledgeBaseIds).toEqual([]);
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
    expect(january.reply).toContain('a battery and charging system test is offered as a suggestion');
  });

  it('gives an instruction for old trucks on brake jobs only', () => {
    const brakes = { concern: 'front brake pads', guideJobs: [pads], knowledge: [saltNote] };
    const truck = quote(brakes);
    expect(truck.knowledgeBaseIds).toEqual(['kb-r']);
    expect(truck.reply).toContain(
      'Following your shop\'s note "Road salt corrosion": this 2013 Ford F-150 is over 8 years old, so inspect lines during any brake job and note corrosion in your message to the customer.',
    );
    expect(quote({ ...brakes, vehicle: { ...base.vehicle, model_year: 2022 } }).knowledgeBaseIds).toEqual([]);
    expect(
      quote({ ...brakes, vehicle: { ...base.vehicle, body_class: 'Sedan/Saloon' } }).knowledgeBaseIds,
    ).toEqual([]);
    expect(quote({ knowledge: [saltNote] }).knowledgeBaseIds).toEqual([]);
  });
});
