import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createAndReadQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// What My Shop and the labor matrix change on the next quote (docs/decisions/012).

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 600 }, (app) => {
  ({ t, s } = app);
});

const BRAKES = 'replace front brake pads and rotors';

async function saveShop(change: { rate: number; source?: boolean; verify?: boolean }) {
  await t.caller(s.user).shop.saveShop({
    id: s.shop.id,
    name: s.shop.name,
    standardLaborRate: change.rate,
    sourcePartsOnQuoteCreation: change.source ?? false,
    checkLaborGuideOnQuoteCreation: change.verify ?? false,
  });
}

function quote(searchQuery = BRAKES) {
  return createAndReadQuote(t, s, searchQuery);
}

describe('My Shop settings on the next quote', () => {
  it('a saved labor rate is the rate of the next quote', async () => {
    await saveShop({ rate: 181.25 });
    const next = await quote();
    expect(next.quote_labor_items.length).toBeGreaterThan(0);
    for (const line of next.quote_labor_items) expect(line.rate).toBe(181.25);
  });

  it('the two switches start labor-guide checking and sourcing on the next quote, and only then', async () => {
    await saveShop({ rate: 165 });
    const plain = await quote();
    expect(await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.quote_id, plain.id))).toEqual([]);

    await saveShop({ rate: 165, source: true, verify: true });
    const checked = await quote();
    const work = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.quote_id, checked.id));
    expect(work.map((w) => w.kind).sort()).toEqual(['SOURCE_PARTS', 'VERIFY_LABOR']);
  });

  it('the labor matrix sets the rate of new labor lines by their amount, and says so', async () => {
    await saveShop({ rate: 100 });
    // Lines worth under $100 at the shop rate are charged 1.5×, the rest as is.
    await t.caller(s.user).matrix.replaceMatrices({
      shopId: s.shop.id,
      type: 'LABOR',
      matrices: [
        { startCost: 0, endCost: 100, multiplier: 1.5 },
        { startCost: 100, endCost: 10_000, multiplier: 1 },
      ],
    });
    const next = await quote();
    expect(next.quote_labor_items.length).toBeGreaterThan(0);
    for (const line of next.quote_labor_items) {
      const amount = line.hours * 100;
      if (amount < 100) {
        expect(line.rate).toBe(150);
        expect(line.source).toMatchObject({ laborMatrixMultiplier: 1.5 });
      } else {
        expect(line.rate).toBe(100);
        expect(line.source).not.toHaveProperty('laborMatrixMultiplier');
      }
    }
    expect(next.quote_labor_items.some((line) => line.hours < 1)).toBe(true);
    await t.caller(s.user).matrix.replaceMatrices({ shopId: s.shop.id, type: 'LABOR', matrices: [] });
  });
});
