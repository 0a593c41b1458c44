import { describe, expect, it } from 'vitest';
import { GUIDELINES, SHOP_KNOWLEDGE } from '../../seed/demo-knowledge';
import { context } from '../llm/test-fixtures';
import { readKnowledgeRules, rulesHolding, tierRuleFor } from './knowledge-rules';

// What the embedded engine reads from each seeded entry (the demo shops' notes and the app
// guidelines): the rule it can apply, with the scope that decides whether it applies.

const seeded = [...Object.values(SHOP_KNOWLEDGE).flat(), ...GUIDELINES].map((e, i) => ({
  ...e,
  id: `e${i}`,
}));
const rulesOf = (title: string) => readKnowledgeRules(seeded.filter((e) => e.title === title));

describe('readKnowledgeRules on the seeded entries', () => {
  it('reads an offer with its condition, its reason and the message it asks for', () => {
    const rules = rulesOf('Brake fluid with pad jobs');
    expect(rules.offers).toEqual([
      expect.objectContaining({
        what: 'brake fluid flush',
        when: 'every brake pad job',
        why: 'Fluid over two years old tests high for moisture here',
        scope: {},
      }),
    ]);
    expect(rules.mentions.map((m) => m.instruction)).toEqual(['Mention the test strip result']);
  });

  it('reads the months an offer holds in', () => {
    expect(rulesOf('Winter battery checks').offers).toEqual([
      expect.objectContaining({
        what: 'battery and charging system test',
        when: 'every oil change',
        scope: { months: [10, 11, 12, 1, 2, 3] },
      }),
    ]);
    expect(rulesOf('A/C season').offers[0]).toMatchObject({
      what: 'cabin air filter replacement',
      when: 'every a/c recharge or a/c diagnosis',
      why: 'Most filters here are clogged',
    });
  });

  it('reads a job to prefer from a model year, unless the customer asks otherwise', () => {
    expect(rulesOf('Synthetic oil on newer vehicles').preferJobs).toEqual([
      expect.objectContaining({
        what: 'full synthetic oil',
        unless: 'conventional',
        scope: { years: { min: 2012 } },
      }),
    ]);
  });

  it('reads message instructions as checklist items, with the systems and vehicles they are about', () => {
    expect(rulesOf('Road salt corrosion').mentions).toEqual([
      expect.objectContaining({
        instruction: 'Inspect lines and note corrosion',
        systems: ['Brakes'],
        scope: { age: { min: 9 }, bodies: ['truck', 'suv'] },
      }),
    ]);
    expect(rulesOf('Safety findings').mentions[0]).toMatchObject({
      instruction: 'Mention safety findings',
      systems: ['Brakes', 'Tires & Wheels', 'Steering'],
      scope: {},
    });
    expect(rulesOf('Brake quotes').mentions[0]!.instruction).toBe('Note pad thickness and rotor minimum');
  });

  it('reads an instruction without the scope it is given for', () => {
    const rules = readKnowledgeRules([
      {
        id: 'k',
        title: 'Oil spec',
        description: 'On European vehicles, note the oil approval (VW 502, MB 229.5) in the quote message.',
      },
    ]);
    expect(rules.mentions[0]).toMatchObject({
      instruction: 'Note the oil approval (VW 502, MB 229.5)',
      scope: { makes: expect.arrayContaining(['volkswagen', 'mercedes-benz', 'bmw']) },
    });
  });

  it('reads the diagnosis-first and fluid-capacity guidelines', () => {
    expect(rulesOf('Diagnosis before parts').diagnoseFirst?.entry.title).toBe('Diagnosis before parts');
    expect(rulesOf('Fluid quantities').fluidsByCapacity?.entry.title).toBe('Fluid quantities');
    expect(rulesOf('Brake quotes').diagnoseFirst).toBeUndefined();
  });
});

describe('rulesHolding', () => {
  const entry = (id: string, description: string) => ({ id, title: 'Rule', description });
  const entries = [
    entry('eu', 'We use premium OE parts on European vehicles.'),
    entry('old', 'Use economy parts on cars over fifteen years old.'),
    entry('hm', 'Offer a transmission fluid service on vehicles over 100k miles.'),
  ];
  const july = new Date('2026-07-15');
  const bmw = { ...context.vehicle, make: 'BMW', model: '328i', model_year: 2016 };

  it('keeps the rules whose entry holds, the first of them for a rule of the whole quote', () => {
    const rules = readKnowledgeRules(entries);
    expect(rules.tier).toMatchObject({ tier: 'premium', otherwise: { tier: 'economy' } });
    expect(rulesHolding(rules, { vehicle: bmw, now: july }).tier).toMatchObject({
      tier: 'premium',
      entry: { id: 'eu' },
    });
    const old = { ...context.vehicle, model_year: 2005 };
    expect(rulesHolding(rules, { vehicle: old, now: july }).tier).toMatchObject({
      tier: 'economy',
      entry: { id: 'old' },
    });
    expect(rulesHolding(rules, { vehicle: context.vehicle, now: july }).tier).toBeUndefined();
  });

  it('prices the jobs of the systems a tier names at it, the other jobs by the next tier rule', () => {
    const rules = rulesHolding(
      readKnowledgeRules([
        entry('brakes', 'Use premium parts on brake jobs.'),
        entry('eu', 'Use economy parts on European cars.'),
        entry('all', 'Start with economy parts.'),
      ]),
      { vehicle: context.vehicle, now: july },
    );
    expect(tierRuleFor(rules.tier, { system: 'Brakes' })).toMatchObject({
      tier: 'premium',
      entry: { id: 'brakes' },
    });
    expect(tierRuleFor(rules.tier, { system: 'Maintenance' })).toMatchObject({
      tier: 'economy',
      entry: { id: 'all' },
    });
    const brakesOnly = readKnowledgeRules([entry('brakes', 'Use premium parts on brake jobs.')]);
    expect(tierRuleFor(brakesOnly.tier, { system: 'Maintenance' })).toBeUndefined();
  });

  it('keeps a mileage-scoped offer only where the mileage is known and past it', () => {
    const rules = readKnowledgeRules(entries);
    expect(rules.offers).toEqual([
      expect.objectContaining({ what: 'transmission fluid service', scope: { miles: { min: 100_001 } } }),
    ]);
    expect(rules.offers[0]!.when).toBeUndefined();
    const at = (mileage?: number) =>
      rulesHolding(rules, { vehicle: context.vehicle, now: july, ...(mileage ? { mileage } : {}) }).offers;
    expect(at(120_000)).toHaveLength(1);
    expect(at(80_000)).toHaveLength(0);
    expect(at()).toHaveLength(0);
  });
});
