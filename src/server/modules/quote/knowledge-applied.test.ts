import { describe, expect, it } from 'vitest';
import { describeSource } from '../../../shared/quote-source';
import { appGuidelines, knowledgeBases } from '../../db/schema';
import { GUIDELINES, SHOP_KNOWLEDGE } from '../../seed/demo-knowledge';
import type { TestApp } from '../../test/harness';
import { type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// Shop knowledge and app guidelines are applied, or not shown: a quote lists only the entries
// that changed it, each visible in its lines and cited in the assistant's message. Seeded with
// the demo's guidelines and Bayside's note on brake fluid, plus a note the engine cannot apply.

const CODE = /[A-Z]{3}-\d{4}/;
const brakeFluidNote = SHOP_KNOWLEDGE['Bayside Auto Care']!.find(
  (k) => k.title === 'Brake fluid with pad jobs',
)!;
const syntheticNote = SHOP_KNOWLEDGE['Bayside Auto Care']!.find(
  (k) => k.title === 'Synthetic oil on newer vehicles',
)!;
const unusable = {
  title: 'Brake noise after pad jobs',
  description: 'Customers ask why new brake pads make a little noise for the first days; the pads bed in.',
};

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 600 }, async (app) => {
  ({ t, s } = app);
  await t.db.insert(appGuidelines).values(GUIDELINES);
  await t.db.insert(knowledgeBases).values([
    { ...brakeFluidNote, shop_id: s.shop.id },
    { ...syntheticNote, shop_id: s.shop.id },
    { ...unusable, shop_id: s.shop.id },
  ]);
});

async function quoteFor(searchQuery: string, shopId = s.shop.id, user = s.user) {
  const call = t.caller(user);
  const created = await call.quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId, searchQuery });
  const quote = await call.quote.getQuoteAi({ id: created.response.quote!.id });
  return { created, quote, message: created.response.message };
}

const titles = (rows: Array<{ title: string }>) => rows.map((r) => r.title);

describe('guidelines and shop knowledge on embedded quotes', () => {
  it('starts a symptom with the diagnosis, keeps the repair as a suggestion and cites the guideline', async () => {
    const { quote, message } = await quoteFor('grinding noise front when braking');
    const [first, ...rest] = quote.quote_labor_items;
    expect(first).toMatchObject({ title: 'Brake System - Inspect', is_suggested: false });
    expect(first!.source).toMatchObject({ entry: { title: 'Diagnosis before parts', level: 'app' } });
    // Only the diagnosis is charged; the pads and rotors wait for it.
    const charged = quote.quote_labor_items.filter((l) => !l.is_suggested).map((l) => l.title);
    expect(charged.every((t) => /^Brake System - (Inspect|Road Test)$/.test(t))).toBe(true);
    for (const line of [...rest, ...quote.quote_part_items].filter((l) =>
      /Pad|Rotor/.test(JSON.stringify(l)),
    ))
      expect(line.is_suggested).toBe(true);
    expect(quote.quote_part_items.filter((p) => !p.is_suggested)).toEqual([]);
    expect(quote.title).toBe('Brake Noise and Vibration Inspection');
    // The concern's repair stays the first guide job (the guide card and the evaluation read it).
    expect(quote.quote_to_guide_jobs[0]!.guide_job.name).toMatch(/^Front Brake Pads/);

    expect(titles(quote.app_guidelines)).toContain('Diagnosis before parts');
    // The message says what is quoted; which guideline shaped it is in the lines' provenance.
    expect(message).toMatch(/^Brake Noise and Vibration Inspection for the 2013 Ford F-150 first \(/);
    expect(message).toMatch(/listed as a suggestion until the diagnosis confirms it/);
    expect(message).not.toMatch(/Following the guideline|Following your shop's note/);
    // What the guidelines ask of the advisor is a checklist under it, each item once.
    const checklist = message.split('Before you send it:\n')[1]!.split('\n');
    expect(checklist).toEqual(
      expect.arrayContaining(['• Note pad thickness and rotor minimum', '• Mention safety findings']),
    );
    expect(new Set(checklist).size).toBe(checklist.length);
  });

  it('offers the brake fluid flush because of the shop note, cites it, and leaves out a note it cannot apply', async () => {
    const { quote, message } = await quoteFor('grinding noise front when braking');
    expect(quote.prompt_full).toContain(`Shop knowledge: ${unusable.title}`);
    expect(titles(quote.knowledge_bases)).toEqual(['Brake fluid with pad jobs']);
    const flush = quote.quote_labor_items.find((l) => l.title === 'Brake System - Flush and Bleed')!;
    expect(flush.is_suggested).toBe(true);
    expect(describeSource(flush.source, 'labor')).toContain(
      'Fluid over two years old tests high for moisture here · Shop note: "Brake fluid with pad jobs"',
    );
    expect(message).toMatch(/Suggested: Brake Fluid Flush\b/);
    expect(message).toContain('\n• Mention the test strip result');
    expect(message).not.toContain(unusable.title);

    // Without the note the same concern neither lists it nor credits the flush to it.
    const other = await t.createShop({ name: 'No Notes Garage', standard_labor_rate: 150, state: 'CA' });
    await t.addMember(s.user, other);
    const plain = await quoteFor('grinding noise front when braking', other.id);
    expect(plain.quote.knowledge_bases).toEqual([]);
    expect(JSON.stringify(plain.quote.quote_labor_items)).not.toContain('Brake fluid with pad jobs');
    expect(plain.message).not.toContain('Brake fluid with pad jobs');
  });

  it('quotes an explicit job request as asked, without a diagnosis', async () => {
    const { quote, message } = await quoteFor('replace front brake pads');
    expect(quote.quote_labor_items[0]).toMatchObject({
      title: 'Disc Brake Pads, Front - R&R',
      is_suggested: false,
    });
    expect(quote.quote_labor_items.some((l) => /Inspect/.test(l.title))).toBe(false);
    expect(quote.quote_part_items.some((p) => /Pad Set/.test(p.name) && !p.is_suggested)).toBe(true);
    expect(titles(quote.app_guidelines)).not.toContain('Diagnosis before parts');
    expect(message).not.toContain('Diagnosis before parts');
    expect(titles(quote.knowledge_bases)).toEqual(['Brake fluid with pad jobs']);
  });

  it('credits the notes that changed the quote, and says nothing of them in the message', async () => {
    // The 2013 F-150's 5.0 L calls for conventional 5W-20; the shop's note asks for synthetic from 2012.
    const { quote, message } = await quoteFor('oil change');
    expect(quote.title).toBe('Engine Oil and Filter Change - Synthetic');
    expect(titles(quote.knowledge_bases)).toEqual([syntheticNote.title]);
    expect(message).not.toContain(syntheticNote.title);
    // The guideline on fluids counts because the oil is quoted by this engine's capacity.
    const oil = quote.quote_part_items.find((p) => /Engine Oil/.test(p.name))!;
    expect(oil.source).toMatchObject({ entry: { title: 'Fluid quantities', level: 'app' } });
    expect(oil.source?.quantityNote).toMatch(/takes 7\.7 qt with the filter/);
    expect(titles(quote.app_guidelines)).toEqual(['Fluid quantities']);
    expect(message).not.toMatch(/Following the guideline/);
  });

  it('finds the diagnosis guideline for a symptom that does not say noise', async () => {
    const { quote, message } = await quoteFor('brakes squeal when stopping');
    expect(titles(quote.app_guidelines)).toContain('Diagnosis before parts');
    expect(quote.quote_labor_items[0]).toMatchObject({
      title: 'Brake System - Inspect',
      is_suggested: false,
    });
    expect(message).toMatch(/^Brake Noise and Vibration Inspection for the 2013 Ford F-150 first/);
  });

  it('writes replies without internal codes', async () => {
    for (const concern of [
      'grinding noise front when braking',
      'replace front brake pads and rotors',
      'oil change',
      'P0420',
      'grinding noise front when braking; also due for an oil change',
    ]) {
      const { message } = await quoteFor(concern);
      expect(message, concern).not.toMatch(CODE);
      expect(message, concern).not.toMatch(/Labor guide BRK/);
    }
  });
});

describe('discussion mode answers the question asked', () => {
  it('answers why, what, how long, whether and how much in plain sentences', async () => {
    const { created, quote } = await quoteFor('replace front brake pads and rotors');
    const call = t.caller(s.user);
    const ask = async (finetunePrompt: string) => {
      const answer = await call.quote.finetunePrompt({
        conversationId: created.conversation.id,
        finetunePrompt,
        vehicleId: s.vehicle.id,
        isDiscussion: true,
      });
      expect(answer.response.quote, finetunePrompt).toBeNull();
      expect(answer.response.message, finetunePrompt).not.toMatch(CODE);
      expect(answer.response.message, finetunePrompt).not.toMatch(/Labor guide/);
      return answer.response.message;
    };

    const why = await ask('why do the rotors need replacing instead of resurfacing?');
    expect(why).toMatch(/^Rotors can be resurfaced only while they stay above the minimum thickness/);
    expect(why).toMatch(/other shops replaced the rotors in \d+ of \d+ similar jobs/);
    expect(why).toMatch(
      /resurfacing would be about \$[\d,]+\.\d\d \([\d.]+ h of labor\) in place of \$[\d,]+\.\d\d for new rotors/,
    );

    const includes = await ask('what does the brake job include?');
    expect(includes).toMatch(
      /^The front brake pads and rotors replacement covers replacing the front disc brake pads \([\d.]+ h\) and replacing the front disc brake rotors/,
    );

    const long = await ask('how long will it take?');
    expect(long).toMatch(
      /^The labor comes to [\d.]+ h: [\d.]+ h for replacing the front disc brake pads and/,
    );

    const flush = quote.quote_labor_items.find((l) => /Flush/.test(l.title))!;
    expect(flush.is_suggested).toBe(true);
    const necessary = await ask('is the flush necessary?');
    expect(necessary).toMatch(/^No, the flush is a suggestion and not part of the \$[\d,]+\.\d\d total\./);
    expect(necessary).toContain('It is offered because of your shop\'s note "Brake fluid with pad jobs"');
    expect(necessary).toMatch(/Brake fluid absorbs moisture/);
    expect(necessary).toMatch(/Adding it would cost \$[\d,]+\.\d\d/);
    const rotors = await ask('do we really need the rotors?');
    expect(rotors).toMatch(/^Yes, the rotors are part of the front brake pads and rotors replacement/);

    const total = await ask('what is the total?');
    expect(total).toMatch(
      /^The quote totals \$[\d,]+\.\d\d before the shop's fees and tax: \$[\d,]+\.\d\d for [\d.]+ h of labor and \$[\d,]+\.\d\d in parts\./,
    );
  });

  it('explains the diagnosis and the likely repair on a symptom quote', async () => {
    const { created } = await quoteFor('grinding noise front when braking');
    const ask = (finetunePrompt: string) =>
      t
        .caller(s.user)
        .quote.finetunePrompt({
          conversationId: created.conversation.id,
          finetunePrompt,
          vehicleId: s.vehicle.id,
          isDiscussion: true,
        })
        .then((r) => r.response.message);
    expect(await ask('do we need the rotors?')).toMatch(
      /^Not yet: the rotors are part of the front brake pads and rotors replacement, the likely repair/,
    );
    expect(await ask('why is the inspection needed?')).toMatch(
      /^The brake noise and vibration inspection comes first so the cause is confirmed before any parts are replaced\./,
    );
    expect(await ask('how long will it take?')).toMatch(
      /If the diagnosis confirms it, front brake pads and rotors replacement adds [\d.]+ h\./,
    );
  });
});
