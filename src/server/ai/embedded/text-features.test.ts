import { describe, expect, it } from 'vitest';
import { readKnowledgeRules } from './knowledge-rules';
import { polish } from './polish';

describe('polish', () => {
  it('rewrites a labor line in a technician voice within the style length', () => {
    const descriptive = polish('Disc Brake Pads, Front - R&R', 'Descriptive');
    expect(descriptive).toMatch(/^Remove and replace front disc brake pads\./);
    expect(descriptive.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(polish('ABS System - Diagnose', 'Descriptive')).toMatch(/^Diagnose ABS system/);
    expect(polish('Disc Brake Pads, Front - R&R', 'Short').split(/\s+/).length).toBeLessThanOrEqual(8);
    expect(polish('Brake System - Flush and Bleed', 'Concise')).toMatch(/^Flush brake system/);
  });
});

describe('readKnowledgeRules', () => {
  it('reads the tier, offers and suggestion-only rules written in plain words', () => {
    const entry = (description: string) => ({ id: description, title: 'Rule', description });
    const rules = readKnowledgeRules([
      entry('Offer a brake fluid flush with every brake pad job.'),
      entry('Quote Disc Brake Rotor, Front as a suggestion on Front Brake Pads and Rotors Replacement.'),
      entry('We use premium OE parts on European vehicles.'),
    ]);
    expect(rules.offers.map((o) => o.what)).toEqual(['brake fluid flush']);
    expect(rules.suggestOnly.map((o) => o.what)).toEqual(['disc brake rotor, front']);
    expect(rules.tier?.tier).toBe('premium');
    expect(readKnowledgeRules([entry('Customers like a clean car.')])).toEqual({
      offers: [],
      suggestOnly: [],
      preferJobs: [],
      mentions: [],
    });
  });
});
