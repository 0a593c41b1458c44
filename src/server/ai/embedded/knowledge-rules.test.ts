import { describe, expect, it } from 'vitest';
import { GUIDELINES, SHOP_KNOWLEDGE } from '../../seed/demo-knowledge';
import { readKnowledgeRules } from './knowledge-rules';

// What the embedded engine reads from each seeded entry (the demo shops' notes and the app
// guidelines): the rule it can apply, with the condition that decides whether it applies.

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
      }),
    ]);
    expect(rules.mentions.map((m) => m.instruction)).toEqual([
      'mention the test strip result in your message to the customer',
    ]);
  });

  it('reads the months an offer holds in', () => {
    expect(rulesOf('Winter battery checks').offers).toEqual([
      expect.objectContaining({
        what: 'battery and charging system test',
        when: 'every oil change',
        months: [10, 11, 12, 1, 2, 3],
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
      expect.objectContaining({ what: 'full synthetic oil', minYear: 2012, unless: 'conventional' }),
    ]);
  });

  it('reads message instructions with the systems and vehicles they are about', () => {
    expect(rulesOf('Road salt corrosion').mentions).toEqual([
      expect.objectContaining({
        instruction: 'inspect lines during any brake job and note corrosion in your message to the customer',
        systems: ['Brakes'],
        vehicle: { bodies: ['trucks', 'suvs'], minAge: 8 },
      }),
    ]);
    expect(rulesOf('Safety findings').mentions[0]).toMatchObject({
      systems: ['Brakes', 'Tires & Wheels', 'Steering'],
    });
    expect(rulesOf('Safety findings').mentions[0]!.vehicle).toBeUndefined();
    expect(rulesOf('Brake quotes').mentions[0]!.instruction).toBe(
      'note measured pad thickness and rotor minimum thickness in your message to the customer',
    );
  });

  it('reads the diagnosis-first and fluid-capacity guidelines', () => {
    expect(rulesOf('Diagnosis before parts').diagnoseFirst?.entry.title).toBe('Diagnosis before parts');
    expect(rulesOf('Fluid quantities').fluidsByCapacity?.entry.title).toBe('Fluid quantities');
    expect(rulesOf('Brake quotes').diagnoseFirst).toBeUndefined();
  });
});
