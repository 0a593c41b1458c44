import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// A message with several requests gets every one quoted (the full set runs in `npm run eval`).

type MultiConcern = { id: string; concern: string; vin: string; requires: string[][] };
const { concerns } = JSON.parse(
  readFileSync(new URL('../../../../tests/eval/multi-concerns.json', import.meta.url), 'utf8'),
) as { concerns: MultiConcern[] };
const SAMPLE = [
  'multi-01',
  'multi-02',
  'multi-04',
  'multi-20',
  'multi-21',
  'multi-33',
  'multi-37',
  'multi-56',
];

let t: TestApp;
let s: QuotingSeed;
setUpQuotingApp({ knowledgeJobs: 600 }, (app) => {
  ({ t, s } = app);
});

async function quote(vin: string, searchQuery: string) {
  const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.vin, vin));
  const call = t.caller(s.user);
  const created = await call.quote.createQuoteAi({ vehicleId: vehicle!.id, shopId: s.shop.id, searchQuery });
  return call.quote.getQuoteAi({ id: created.response.quote!.id });
}

describe('quote.createQuoteAi with several requests', () => {
  it.each(concerns.filter((c) => SAMPLE.includes(c.id)).map((c) => [c.id, c] as const))(
    '%s: quotes every request',
    async (_id, item) => {
      const result = await quote(item.vin, item.concern);
      const quoted = new Set(
        [...result.quote_labor_items, ...result.quote_part_items]
          .filter((line) => !line.is_suggested)
          .map((line) => line.source?.guideJob?.smartJobId),
      );
      for (const accept of item.requires) expect(accept.filter((id) => quoted.has(id))).not.toEqual([]);
    },
  );

  it('quotes a request that repeats the main job once', async () => {
    const result = await quote('2T1BURHE8EC258023', 'LOF; also needs an oil change');
    const oilLabor = result.quote_labor_items.filter(
      (l) => !l.is_suggested && /Oil and Filter/.test(l.title),
    );
    expect(oilLabor).toHaveLength(1);
  });
});
