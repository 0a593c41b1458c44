import { describe, expect, it } from 'vitest';
import { lineLabel } from '../../../shared/line-label';
import { quoteTotals } from '../../../shared/quote-totals';
import { quoteLaborItems, quotePartItems } from '../../db/schema';
import { TEST_PASSWORD, type TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// A customer must never receive a nameless line or one made of a made-up figure: names are
// required on add and edit, figures finite and bounded, and control characters refused with a
// message (a NUL byte used to reach the database and answer 500).

let t: TestApp;
let s: QuotingSeed;
let quoteId: string;
let laborId: string;
let partId: string;
setUpQuotingApp({ knowledgeJobs: 200 }, async (app) => {
  ({ t, s } = app);
  const call = t.caller(s.user);
  quoteId = await createQuote(t, s);
  const withLabor = await call.quote.addQuoteLaborItem({
    quoteId,
    title: 'Caliper slides - service',
    description: 'Clean and lube',
    hours: 0.5,
    rate: 165,
  });
  laborId = withLabor.quote_labor_items.at(-1)!.id;
  const withPart = await call.quote.addQuotePartItem({
    quoteId,
    name: 'Brake fluid',
    quantity: 1,
    retail: 12,
  });
  partId = withPart.quote_part_items.at(-1)!.id;
});

const labor = (fields: Partial<{ title: string; description: string; hours: number; rate: number }>) => ({
  title: 'Caliper slides',
  description: 'Clean and lube',
  hours: 0.5,
  rate: 165,
  ...fields,
});
const part = (fields: Partial<{ name: string; quantity: number; retail: number }>) => ({
  name: 'Brake fluid',
  quantity: 1,
  retail: 12,
  ...fields,
});

describe('line names', () => {
  it.each(['', '   ', '\t\n '])('refuses the title %j on add and on edit', async (title) => {
    const call = t.caller(s.user);
    await expect(call.quote.addQuoteLaborItem({ quoteId, ...labor({ title }) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Title is required',
    });
    await expect(call.quote.updateQuoteLaborItem({ id: laborId, ...labor({ title }) })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: 'Title is required',
      },
    );
  });

  it('keeps the add-labor description required and the edit description free', async () => {
    const call = t.caller(s.user);
    await expect(
      call.quote.addQuoteLaborItem({ quoteId, ...labor({ description: '  ' }) }),
    ).rejects.toMatchObject({ message: 'Description is required' });
    const edited = await call.quote.updateQuoteLaborItem({
      id: laborId,
      ...labor({ title: '  Caliper slides  ', description: '  ' }),
    });
    expect(edited.quote_labor_items.find((l) => l.id === laborId)).toMatchObject({
      title: 'Caliper slides',
      description: '',
    });
  });

  it.each(['', '    '])('refuses the part name %j on add and on edit', async (name) => {
    const call = t.caller(s.user);
    await expect(call.quote.addQuotePartItem({ quoteId, ...part({ name }) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Name is required',
    });
    await expect(call.quote.updateQuotePartItem({ id: partId, ...part({ name }) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Name is required',
    });
  });

  it('refuses control characters in names and descriptions, keeps line breaks in descriptions', async () => {
    const call = t.caller(s.user);
    for (const title of ['Caliper\u0000slides', 'Caliper\nslides', 'Caliper\tslides', 'Caliper\u007f']) {
      await expect(call.quote.addQuoteLaborItem({ quoteId, ...labor({ title }) })).rejects.toMatchObject({
        message: 'Title must not contain control characters',
      });
      await expect(
        call.quote.updateQuoteLaborItem({ id: laborId, ...labor({ title }) }),
      ).rejects.toMatchObject({ message: 'Title must not contain control characters' });
    }
    for (const description of ['Clean\u0000lube', 'Clean\u001blube', 'Clean\u007f']) {
      await expect(
        call.quote.addQuoteLaborItem({ quoteId, ...labor({ description }) }),
      ).rejects.toMatchObject({ message: 'Description must not contain control characters' });
      await expect(
        call.quote.updateQuoteLaborItem({ id: laborId, ...labor({ description }) }),
      ).rejects.toMatchObject({ message: 'Description must not contain control characters' });
    }
    for (const name of ['Brake\u0000fluid', 'Brake\rfluid']) {
      await expect(call.quote.addQuotePartItem({ quoteId, ...part({ name }) })).rejects.toMatchObject({
        message: 'Name must not contain control characters',
      });
      await expect(call.quote.updateQuotePartItem({ id: partId, ...part({ name }) })).rejects.toMatchObject({
        message: 'Name must not contain control characters',
      });
    }
    await expect(call.quote.updateQuote({ id: quoteId, title: 'Front\u0000brakes' })).rejects.toMatchObject({
      message: 'Title must not contain control characters',
    });
    const multiLine = await call.quote.updateQuoteLaborItem({
      id: laborId,
      ...labor({ description: 'Clean and lube:\r\n\tfront slides\n\trear slides' }),
    });
    expect(multiLine.quote_labor_items.find((l) => l.id === laborId)!.description).toBe(
      'Clean and lube:\r\n\tfront slides\n\trear slides',
    );
  });
});

describe('line figures', () => {
  it('refuses negative, non-finite and too large hours and rates, on add and on edit', async () => {
    const call = t.caller(s.user);
    const cases: Array<[Partial<{ hours: number; rate: number }>, string]> = [
      [{ hours: -0.1 }, 'Hours must be 0 or more'],
      [{ hours: 1000 }, 'Hours must be at most 999'],
      [{ hours: Number.POSITIVE_INFINITY }, 'Hours must be a number'],
      [{ hours: Number.NaN }, 'Hours must be a number'],
      [{ rate: -1 }, 'Rate must be 0 or more'],
      [{ rate: 10_000.01 }, 'Rate must be at most 10,000'],
      [{ rate: Number.NEGATIVE_INFINITY }, 'Rate must be a number'],
      [{ rate: Number.NaN }, 'Rate must be a number'],
    ];
    for (const [fields, message] of cases) {
      await expect(call.quote.addQuoteLaborItem({ quoteId, ...labor(fields) })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      await expect(call.quote.updateQuoteLaborItem({ id: laborId, ...labor(fields) })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
  });

  it('refuses quantities that are not whole numbers from 1 and retail out of bounds', async () => {
    const call = t.caller(s.user);
    const cases: Array<[Partial<{ quantity: number; retail: number }>, string]> = [
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ quantity: -2 }, 'Quantity must be at least 1'],
      [{ quantity: Number.POSITIVE_INFINITY }, 'Quantity must be a number'],
      [{ retail: -0.01 }, 'Retail must be 0 or more'],
      [{ retail: 1_000_000.01 }, 'Retail is too large'],
      [{ retail: Number.POSITIVE_INFINITY }, 'Retail must be a number'],
      [{ retail: Number.NaN }, 'Retail must be a number'],
    ];
    for (const [fields, message] of cases) {
      await expect(call.quote.addQuotePartItem({ quoteId, ...part(fields) })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
      await expect(call.quote.updateQuotePartItem({ id: partId, ...part(fields) })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
  });

  it('still saves valid edits at the bounds', async () => {
    const call = t.caller(s.user);
    const editedLabor = await call.quote.updateQuoteLaborItem({
      id: laborId,
      ...labor({ title: 'Caliper slides - service', hours: 0, rate: 10_000 }),
    });
    expect(editedLabor.quote_labor_items.find((l) => l.id === laborId)).toMatchObject({
      title: 'Caliper slides - service',
      hours: 0,
      rate: 10_000,
    });
    const editedPart = await call.quote.updateQuotePartItem({
      id: partId,
      ...part({ name: 'Brake fluid DOT 4', quantity: 9999, retail: 0 }),
    });
    expect(editedPart.quote_part_items.find((p) => p.id === partId)).toMatchObject({
      name: 'Brake fluid DOT 4',
      quantity: 9999,
      retail: 0,
    });
    const restored = await call.quote.updateQuotePartItem({ id: partId, ...part({}) });
    expect(restored.quote_part_items.find((p) => p.id === partId)!.retail).toBe(12);
  });
});

describe('a NUL byte over HTTP', () => {
  async function signedInCookie() {
    const response = await t.request(
      '/api/auth/sign-in/email',
      { method: 'POST', body: JSON.stringify({ email: s.user.email, password: TEST_PASSWORD }) },
      '10.9.0.1',
    );
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    if (!cookie) throw new Error(`no session cookie (sign-in answered ${response.status})`);
    return cookie.split(';')[0]!;
  }

  it('answers 400 with the message on add and edit of labor and parts, never 500', async () => {
    const cookie = await signedInCookie();
    const post = (procedure: string, json: unknown) =>
      t.request(`/trpc/quote.${procedure}`, {
        method: 'POST',
        body: JSON.stringify({ json }),
        headers: { cookie },
      });
    const attempts: Array<[string, unknown, string]> = [
      ['addQuoteLaborItem', { quoteId, ...labor({ title: 'Caliper\u0000' }) }, 'Title'],
      ['addQuoteLaborItem', { quoteId, ...labor({ description: '\u0000' }) }, 'Description'],
      ['updateQuoteLaborItem', { id: laborId, ...labor({ title: '\u0000Caliper' }) }, 'Title'],
      ['updateQuoteLaborItem', { id: laborId, ...labor({ description: 'a\u0000b' }) }, 'Description'],
      ['addQuotePartItem', { quoteId, ...part({ name: 'Brake\u0000fluid' }) }, 'Name'],
      ['updateQuotePartItem', { id: partId, ...part({ name: 'Brake fluid\u0000' }) }, 'Name'],
    ];
    for (const [procedure, input, field] of attempts) {
      const response = await post(procedure, input);
      expect(response.status, procedure).toBe(400);
      const body = await response.json();
      expect(body.error.json.message).toBe(`${field} must not contain control characters`);
    }
    // The same request without the NUL byte goes through: the 400 is the rule, not the transport.
    const fine = await post('addQuotePartItem', { quoteId, ...part({ name: 'Brake fluid DOT 3' }) });
    expect(fine.status).toBe(200);
  });
});

describe('lines stored blank before names were required', () => {
  it('still load, count and can be moved, and get a name only through the rules', async () => {
    const call = t.caller(s.user);
    const [blankLabor] = await t.db
      .insert(quoteLaborItems)
      .values({ quote_id: quoteId, position: 90, title: '', description: '', hours: 1, rate: 100 })
      .returning();
    const [blankPart] = await t.db
      .insert(quotePartItems)
      .values({ quote_id: quoteId, position: 90, name: '   ', quantity: 2, retail: 5 })
      .returning();
    const quote = await call.quote.getQuoteAi({ id: quoteId });
    const laborLine = quote.quote_labor_items.find((l) => l.id === blankLabor!.id)!;
    const partLine = quote.quote_part_items.find((p) => p.id === blankPart!.id)!;
    expect(laborLine).toMatchObject({ title: '', hours: 1, rate: 100 });
    expect(partLine).toMatchObject({ name: '   ', quantity: 2, retail: 5 });
    expect(lineLabel(laborLine.title)).toBe('Untitled line');
    expect(lineLabel(partLine.name)).toBe('Untitled line');

    const totals = quoteTotals(quote);
    const moved = await call.quote.updateQuoteLaborItem({ id: blankLabor!.id, isSuggested: true });
    expect(quoteTotals(moved).labor).toBe(totals.labor - 100);
    await expect(
      call.quote.updateQuoteLaborItem({
        id: blankLabor!.id,
        title: ' ',
        description: '',
        hours: 1,
        rate: 100,
      }),
    ).rejects.toMatchObject({ message: 'Title is required' });
    const named = await call.quote.updateQuotePartItem({
      id: blankPart!.id,
      name: 'Wiper blade',
      quantity: 2,
      retail: 5,
    });
    expect(named.quote_part_items.find((p) => p.id === blankPart!.id)!.name).toBe('Wiper blade');
  });
});
