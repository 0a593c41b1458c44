import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// Lines added to one quote at once (two tabs, two advisors, a double click): each gets a position
// of its own, and an 'Undo' finds its old place taken by a line added meanwhile.

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 300 }, (app) => {
  ({ t, s } = app);
});

const labor = (quoteId: string, title: string) => ({ quoteId, title, description: 'x', hours: 1, rate: 165 });
const part = (quoteId: string, name: string) => ({ quoteId, name, quantity: 1, retail: 20 });
const positions = (lines: Array<{ position: number }>) => lines.map((l) => l.position);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('lines added to one quote at once', () => {
  it('all succeed, each at a position of its own, numbered on from the last', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const before = { labor: quote.quote_labor_items.length, parts: quote.quote_part_items.length };
    const names = range(20).map((i) => `Line ${i}`);
    const results = await Promise.allSettled(
      names.flatMap((name) => [
        call.quote.addQuoteLaborItem(labor(quote.id, name)),
        call.quote.addQuotePartItem(part(quote.id, name)),
      ]),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const after = await call.quote.getQuoteAi({ id: quote.id });
    expect(positions(after.quote_labor_items)).toEqual(range(before.labor + 20));
    expect(positions(after.quote_part_items)).toEqual(range(before.parts + 20));
    expect(
      after.quote_labor_items
        .slice(before.labor)
        .map((l) => l.title)
        .sort(),
    ).toEqual([...names].sort());
    expect(
      after.quote_part_items
        .slice(before.parts)
        .map((p) => p.name)
        .sort(),
    ).toEqual([...names].sort());
  });
});

describe('undo of a delete after a line was added in its place', () => {
  it('restores the labor line at the end instead of failing', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const last = quote.quote_labor_items.at(-1)!;
    await call.quote.deleteQuoteLaborItem({ id: last.id });
    const added = await call.quote.addQuoteLaborItem(labor(quote.id, 'Added meanwhile'));
    expect(added.quote_labor_items.at(-1)).toMatchObject({
      title: 'Added meanwhile',
      position: last.position,
    });

    const restored = await call.quote.restoreQuoteLaborItem({ id: last.id });
    expect(restored.quote_labor_items.map((l) => l.title)).toEqual([
      ...quote.quote_labor_items.slice(0, -1).map((l) => l.title),
      'Added meanwhile',
      last.title,
    ]);
    expect(restored.quote_labor_items.at(-1)).toEqual({ ...last, position: last.position + 1 });
    expect(positions(restored.quote_labor_items)).toEqual(range(quote.quote_labor_items.length + 1));
  });

  it('restores the part line at the end instead of failing', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const last = quote.quote_part_items.at(-1)!;
    await call.quote.deleteQuotePartItem({ id: last.id });
    await call.quote.addQuotePartItem(part(quote.id, 'Added meanwhile'));
    const restored = await call.quote.restoreQuotePartItem({ id: last.id });
    expect(restored.quote_part_items.map((p) => p.name)).toEqual([
      ...quote.quote_part_items.slice(0, -1).map((p) => p.name),
      'Added meanwhile',
      last.name,
    ]);
    expect(positions(restored.quote_part_items)).toEqual(range(quote.quote_part_items.length + 1));
  });

  it('keeps every line when undo and adds race', async () => {
    const call = t.caller(s.user);
    const quote = await createAndReadQuote(t, s);
    const last = quote.quote_labor_items.at(-1)!;
    await call.quote.deleteQuoteLaborItem({ id: last.id });
    const results = await Promise.allSettled([
      call.quote.addQuoteLaborItem(labor(quote.id, 'Race 1')),
      call.quote.restoreQuoteLaborItem({ id: last.id }),
      call.quote.addQuoteLaborItem(labor(quote.id, 'Race 2')),
      call.quote.addQuoteLaborItem(labor(quote.id, 'Race 3')),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const after = await call.quote.getQuoteAi({ id: quote.id });
    expect(after.quote_labor_items.map((l) => l.title).sort()).toEqual(
      [...quote.quote_labor_items.map((l) => l.title), 'Race 1', 'Race 2', 'Race 3'].sort(),
    );
    expect(new Set(positions(after.quote_labor_items)).size).toBe(after.quote_labor_items.length);
  });
});
