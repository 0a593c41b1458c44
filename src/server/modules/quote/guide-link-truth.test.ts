import { describe, expect, it } from 'vitest';
import { formatHours } from '../../../shared/format';
import { runPendingJobs } from '../../background/worker';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { retitleForGuide } from './service/labor-guide';

// A line linked to the labor guide is charged at the guide's operation: it carries the
// operation's name (its old title kept in the description when that said more), and its hours
// cannot be edited to a figure that would then be ignored.

let t: TestApp;
let s: QuotingSeed;
let quoteId: string;
let canned: Array<{ id: string; name: string; motorTime: number }>;
setUpQuotingApp({ knowledgeJobs: 200 }, async (app) => {
  ({ t, s } = app);
  const call = t.caller(s.user);
  quoteId = await createQuote(t, s);
  canned = await call.job.getCannedLaborItems({ tekmotorJobSmartJobId: 'BRK-0002', quoteId });
});

const rotors = () => canned.find((c) => /Rotors/.test(c.name))!;

async function addLine(title: string, description: string, hours = 0.5) {
  const quote = await t
    .caller(s.user)
    .quote.addQuoteLaborItem({ quoteId, title, description, hours, rate: 165 });
  return quote.quote_labor_items.at(-1)!;
}

async function assign(lineId: string, operation = rotors()) {
  const quote = await t.caller(s.user).job.assignLaborGuideToLaborQuote({
    quoteLaborItemId: lineId,
    cannedLaborItem: operation,
  });
  return quote.quote_labor_items.find((l) => l.id === lineId)!;
}

describe('assigning a guide operation', () => {
  it('retitles the line to the operation and keeps the old title at the head of the description', async () => {
    const line = await addLine('Caliper slides - service', 'Clean and lube');
    const linked = await assign(line.id);
    expect(linked).toMatchObject({
      title: rotors().name,
      description: 'Caliper slides - service — Clean and lube',
      guide_labor_item: { id: rotors().id, name: rotors().name },
    });
    // Assigning the same operation again changes nothing: the name is already the operation's.
    const again = await assign(line.id);
    expect(again).toMatchObject({
      title: rotors().name,
      description: 'Caliper slides - service — Clean and lube',
    });
  });

  it('uses the old title as the description when there was none', async () => {
    const line = await addLine('Rotor swap', 'x');
    await t.caller(s.user).quote.updateQuoteLaborItem({
      id: line.id,
      title: 'Rotor swap',
      description: '',
      hours: 0.5,
      rate: 165,
    });
    expect(await assign(line.id)).toMatchObject({ title: rotors().name, description: 'Rotor swap' });
  });

  it('drops an old title that said nothing more', async () => {
    const sameName = await addLine(rotors().name.toUpperCase(), 'Both sides');
    expect(await assign(sameName.id)).toMatchObject({ title: rotors().name, description: 'Both sides' });
    const inDescription = await addLine('Rotors', 'Rotors machined or replaced, both sides');
    expect(await assign(inDescription.id)).toMatchObject({
      title: rotors().name,
      description: 'Rotors machined or replaced, both sides',
    });
  });

  it('leaves a line already named after the operation as it is', async () => {
    const line = await addLine(rotors().name, 'Replace both front rotors');
    expect(await assign(line.id)).toMatchObject({
      title: rotors().name,
      description: 'Replace both front rotors',
    });
  });

  it('keeps the description within what the edit dialog accepts', () => {
    const retitled = retitleForGuide(
      { id: 'x', title: 'Old title', description: 'd'.repeat(2000) },
      'Disc Brake Rotors, Front - R&R (Both)',
    );
    expect(retitled!.description).toHaveLength(2000);
    expect(retitled!.description.startsWith('Old title — ddd')).toBe(true);
    expect(retitled!.description.endsWith('…')).toBe(true);
  });
});

describe('best match and verify-all', () => {
  it('best match retitles the line to the operation it links', async () => {
    const line = await addLine('Brake fluid flush', 'Flush');
    const quote = await t.caller(s.user).quote.pickBestMatchFromLaborGuide({ quoteLaborId: line.id });
    const linked = quote.quote_labor_items.find((l) => l.id === line.id)!;
    expect(linked.guide_labor_item!.name).toMatch(/Brake System - Flush/);
    expect(linked.title).toBe(linked.guide_labor_item!.name);
    expect(linked.description).toBe('Brake fluid flush — Flush');
  });

  it('verify-all names every linked line after its operation', async () => {
    const call = t.caller(s.user);
    const line = await addLine('Brake fluid flush', 'Old fluid is dark');
    await call.quote.verifyAllLaborItemGuide({ quoteId });
    expect(await runPendingJobs(t.deps)).toBe(1);
    const after = await call.quote.getBasicQuoteWithLaborItems({ quoteId });
    const verified = after.quote_labor_items.find((l) => l.id === line.id)!;
    expect(verified.guide_labor_item!.name).toMatch(/Brake System - Flush/);
    expect(verified.description).toBe('Brake fluid flush — Old fluid is dark');
    for (const item of after.quote_labor_items.filter((l) => l.guide_labor_item))
      expect(item.title).toBe(item.guide_labor_item!.name);
  });
});

describe('hours of a linked line', () => {
  it('refuses new hours while linked, saves the other fields, and takes hours again once unlinked', async () => {
    const call = t.caller(s.user);
    const line = await addLine('Caliper slides - service', 'Clean and lube', 0.5);
    const linked = await assign(line.id);
    const message = `This line is charged at the labor guide's ${formatHours(rotors().motorTime)} h. Unlink it to change the hours.`;
    await expect(
      call.quote.updateQuoteLaborItem({
        id: line.id,
        title: linked.title,
        description: '',
        hours: 2,
        rate: 165,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });

    const edited = await call.quote.updateQuoteLaborItem({
      id: line.id,
      title: 'Front rotors',
      description: 'Both sides',
      hours: 0.5,
      rate: 150,
    });
    expect(edited.quote_labor_items.find((l) => l.id === line.id)).toMatchObject({
      title: 'Front rotors',
      description: 'Both sides',
      hours: 0.5,
      rate: 150,
      guide_labor_item: { id: rotors().id },
    });

    await call.quote.unassignLaborGuideToLabor({ quoteLaborId: line.id });
    const unlinked = await call.quote.updateQuoteLaborItem({
      id: line.id,
      title: 'Front rotors',
      description: 'Both sides',
      hours: 2,
      rate: 150,
    });
    expect(unlinked.quote_labor_items.find((l) => l.id === line.id)).toMatchObject({
      hours: 2,
      guide_labor_item: null,
    });
  });
});

describe('access to the changed calls', () => {
  it("answers another shop's member NOT_FOUND and an anonymous caller UNAUTHORIZED", async () => {
    const line = await addLine('Caliper slides - service', 'Clean and lube');
    await assign(line.id);
    const outsider = await t.createUser();
    const otherShop = await t.createShop();
    await t.addMember(outsider, otherShop);
    const edit = { id: line.id, title: 'x', description: '', hours: 9, rate: 1 };
    for (const user of [outsider, null]) {
      const call = t.caller(user);
      const attempts = [
        () => call.job.assignLaborGuideToLaborQuote({ quoteLaborItemId: line.id, cannedLaborItem: rotors() }),
        () => call.quote.pickBestMatchFromLaborGuide({ quoteLaborId: line.id }),
        () => call.quote.updateQuoteLaborItem(edit),
        () => call.quote.unassignLaborGuideToLabor({ quoteLaborId: line.id }),
        () => call.quote.verifyAllLaborItemGuide({ quoteId }),
      ];
      for (const attempt of attempts)
        await expect(attempt()).rejects.toMatchObject({ code: user ? 'NOT_FOUND' : 'UNAUTHORIZED' });
    }
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(quote.quote_labor_items.find((l) => l.id === line.id)).toMatchObject({
      title: rotors().name,
      hours: 0.5,
      guide_labor_item: { id: rotors().id },
    });
  });
});
