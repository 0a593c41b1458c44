import { describe, expect, it } from 'vitest';
import type { ConversationTurn, CurrentQuote } from '../engine';
import { context } from '../llm/test-fixtures';
import { readKnowledgeRules } from './knowledge-rules';
import { learnFromTurns } from './learn';
import type { Tier } from './pricing';

// Learning keeps only what the advisor stated as a standing rule, in words the engine applies;
// what was done once on one quote is named in the answer of why nothing was learned.

type Job = { name: string; suggested?: boolean; tier?: Tier };

function quoteOf(id: string, jobs: Job[]): CurrentQuote {
  const source = (job: Job) => ({
    kind: 'catalog' as const,
    guideJob: { smartJobId: job.name, name: job.name },
    tier: job.tier ?? 'standard',
  });
  return {
    id,
    title: jobs.map((j) => j.name).join(' + '),
    shortTitle: jobs[0]!.name,
    prompt: '',
    laborItems: jobs.map((job, i) => ({
      id: `${id}-l${i}`,
      title: `${job.name} - Labor`,
      description: '',
      hours: 1,
      rate: 150,
      is_suggested: !!job.suggested,
      source: source(job),
    })),
    partItems: jobs.map((job, i) => ({
      id: `${id}-p${i}`,
      name: `${job.name} part`,
      quantity: 1,
      retail: 50,
      is_suggested: !!job.suggested,
      pcdb_part_type_id: null,
      source: source(job),
    })),
    guideJobs: [],
    relatedJobs: [],
    knowledgeBaseIds: [],
    appGuidelineIds: [],
  };
}

const brakes = { name: 'Front Brake Pads and Rotors Replacement' };
const oil = { name: 'Engine Oil and Filter Change' };
const rotation = { name: 'Tire Rotation and Balance' };
const first = quoteOf('q1', [brakes, oil, { ...rotation, suggested: true }]);

/** The concern quoted as `first`, then each message and the quote it made (if any). */
function learn(steps: Array<[message: string, quote?: CurrentQuote]>) {
  const turns: ConversationTurn[] = [
    { role: 'user', content: 'brake noise and vibration. oil change', quoteId: null },
    { role: 'assistant', content: 'Quoted.', quoteId: first.id },
  ];
  for (const [message, quote] of steps)
    turns.push(
      { role: 'user', content: message, quoteId: null },
      { role: 'assistant', content: 'Done.', quoteId: quote?.id ?? null },
    );
  const quotes = [first, ...steps.flatMap(([, quote]) => (quote ? [quote] : []))];
  return learnFromTurns({ shop: context.shop, vehicle: context.vehicle, turns, quotes });
}

const premium = quoteOf('q2', [
  { ...brakes, tier: 'premium' },
  { ...oil, tier: 'premium' },
  { ...rotation, suggested: true },
]);
const withRotation = quoteOf('q2', [brakes, oil, rotation]);

describe('learnFromTurns', () => {
  it('learns nothing from premium parts chosen once on a brake-noise and oil-change quote, and says why', () => {
    const learned = learn([['use premium parts', premium]]);
    expect(learned.items).toEqual([]);
    expect(learned.notLearned).toMatch(
      /^It holds no standing shop rule: premium parts were chosen for this customer only\. .*we always use premium parts on brake jobs/,
    );
    expect(learned.notLearned).not.toContain(first.title);
  });

  it.each([
    [
      'a price concern and thanks',
      [['that is too expensive for her'], ['thanks, looks good']],
      /a price concern was raised for this customer only/,
    ],
    [
      'a job added once',
      [['add a tire rotation', withRotation]],
      /tire rotation and balance was added for this customer only/,
    ],
    [
      'a rule about one customer',
      [['for this customer always use OE parts', premium]],
      /premium parts were chosen for this customer only/,
    ],
    [
      'a symptom that always happens',
      [['the brakes always squeal when cold']],
      /only this customer's concern and quote\./,
    ],
    [
      '"it" with nothing added',
      [['we always offer it with brake jobs']],
      /only this customer's concern and quote\./,
    ],
  ] as Array<[string, Array<[string, CurrentQuote?]>, RegExp]>)('learns nothing from %s', (_, steps, why) => {
    const learned = learn(steps);
    expect(learned.items).toEqual([]);
    expect(learned.notLearned).toMatch(why);
  });

  it.each([
    'We never quote rotors without measuring them first.',
    // Retrieval finds an entry by the work it names: these would change no quote.
    'We always use OE parts on European cars.',
    'Always offer a wiper blade replacement with every quote.',
    'Customers always ask about the warranty.',
  ])('quotes "%s" as a policy it cannot apply instead of saving it', (message) => {
    const learned = learn([[message]]);
    expect(learned.items).toEqual([]);
    expect(learned.notLearned).toContain(
      `"${message}" sounds like a shop rule, but not one the assistant can apply`,
    );
  });

  it.each([
    [
      'use premium parts, we always do on brake jobs',
      premium,
      {
        kind: 'improvement',
        title: 'Use premium parts on brake jobs',
        description: 'Use premium parts on brake jobs.',
      },
    ],
    [
      'Switch to premium parts. We always do that on brake jobs.',
      premium,
      { kind: 'improvement', description: 'Always use premium parts on brake jobs.' },
    ],
    [
      'add a tire rotation and balance, we always offer it with brake jobs',
      withRotation,
      {
        kind: 'response',
        title: 'Offer tire rotation and balance with brake jobs',
        description: 'Always offer tire rotation and balance with brake jobs.',
      },
    ],
    [
      'From now on, always offer a brake fluid flush with every brake pad job.',
      undefined,
      { kind: 'response', description: 'Always offer a brake fluid flush with every brake pad job.' },
    ],
    [
      'Customers always ask about the warranty on brake jobs',
      undefined,
      {
        kind: 'question',
        title: 'Mention the warranty on brake jobs',
        description: 'Mention the warranty on brake jobs in the quote message.',
      },
    ],
    [
      "It's our policy to quote wiper blades as a suggestion, please",
      undefined,
      { kind: 'improvement', description: 'Quote wiper blades as a suggestion.' },
    ],
    [
      'we always use OE parts on brake jobs for European cars',
      undefined,
      { kind: 'improvement', description: 'Always use OE parts on brake jobs for European cars.' },
    ],
  ] as Array<[string, CurrentQuote | undefined, object]>)(
    'learns the rule stated in "%s"',
    (message, quote, rule) => {
      const learned = learn([[message, quote]]);
      expect(learned.items).toEqual([expect.objectContaining(rule)]);
      expect(learned.notLearned).toBeUndefined();
    },
  );

  it('writes every rule it keeps in words the engine reads as a rule, once', () => {
    const learned = learn([
      ['add a tire rotation and balance, we always offer it with brake jobs', withRotation],
      ['Going forward we use economy parts on brake jobs.'],
      ['Going forward we use economy parts on brake jobs.'],
    ]);
    expect(learned.items.map((i) => i.description)).toEqual([
      'Always offer tire rotation and balance with brake jobs.',
      'Use economy parts on brake jobs.',
    ]);
    const rules = readKnowledgeRules(learned.items.map((item, i) => ({ id: `${i}`, ...item })));
    expect(rules.offers).toEqual([
      expect.objectContaining({ what: 'tire rotation and balance', when: 'brake jobs' }),
    ]);
    expect(rules.tier).toMatchObject({ tier: 'economy', systems: ['Brakes'] });
  });
});
