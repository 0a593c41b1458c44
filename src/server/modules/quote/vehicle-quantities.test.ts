import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

// Quantities follow the vehicle in front of the advisor, not the network's other vehicles:
// plugs by its cylinders, oil by its engine, rotors by the side asked for.

let t: TestApp;
let s: QuotingSeed;
const ids: Record<string, string> = {};

const COROLLA_18_I4 = '2T1BURHE8EC258023';
const F150_35_V6 = '1FTFW1ETXDF175454';
const F150_50_V8 = '1FTFW1EF4DF127183';
/** 2003 Honda Accord EX-V6 (3.0 L): decoded from its VIN; the network has only 4-cylinder Accords. */
const ACCORD_30_V6 = '1HGCM82633A004352';

setUpQuotingApp({ knowledgeJobs: 600, timeout: 120_000 }, async (app) => {
  ({ t, s } = app);
  for (const vin of [COROLLA_18_I4, F150_35_V6, F150_50_V8]) {
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.vin, vin));
    ids[vin] = row!.id;
  }
  const accord = await t.caller(s.user).vehicle.getVehicleByVin({ vin: ACCORD_30_V6 });
  expect(accord).toMatchObject({ model_year: 2003, engine_cylinders: 6, displacement_l: '3.0' });
  ids[ACCORD_30_V6] = accord!.id;
});

async function quotedParts(vin: string, searchQuery: string) {
  const call = t.caller(s.user);
  const created = await call.quote.createQuoteAi({ vehicleId: ids[vin]!, shopId: s.shop.id, searchQuery });
  const quote = await call.quote.getQuoteAi({ id: created.response.quote!.id });
  return quote.quote_part_items.filter((p) => !p.is_suggested);
}

describe('part quantities from the vehicle', () => {
  it.each([
    [COROLLA_18_I4, 4],
    [F150_35_V6, 6],
    [ACCORD_30_V6, 6],
    [F150_50_V8, 8],
  ])('quotes one spark plug per cylinder (%s: %i)', async (vin, cylinders) => {
    const plugs = (await quotedParts(vin, 'spark plugs due')).find((p) => p.pcdb_part_type_id === 7212)!;
    expect(plugs.quantity).toBe(cylinders);
    expect(plugs.source?.quantityNote).toMatch(
      new RegExp(`^Quantity from the engine: ${cylinders} cylinders`),
    );
  });

  it.each([
    [
      COROLLA_18_I4,
      5,
      /the 2014 Toyota Corolla 1\.8 L I4 \(2ZR-FE\/2ZR-FAE\) takes 4\.4 qt with the filter \(2014 Toyota Corolla Owner's Manual/,
    ],
    [F150_35_V6, 6, /the 2013 Ford F-150 3\.5 L V6 \(3\.5 EcoBoost\) takes 6 qt with the filter/],
    [F150_50_V8, 8, /the 2013 Ford F-150 5\.0 L V8 \(5\.0 Ti-VCT Coyote\) takes 7\.7 qt with the filter/],
  ])("quotes engine oil from the engine's published capacity (%s: %i qt)", async (vin, quarts, note) => {
    const oil = (await quotedParts(vin, 'oil change')).find((p) => p.pcdb_part_type_id === 12138)!;
    expect(oil.quantity).toBe(quarts);
    expect(oil.source?.quantityNote).toMatch(note);
  });

  it('lets the vehicle win over the network and says so in the provenance', async () => {
    // Every network oil change was quoted with the guide's 5 qt, whatever the engine.
    const oil = (await quotedParts(F150_50_V8, 'oil change')).find((p) => p.pcdb_part_type_id === 12138)!;
    expect(oil.source).toMatchObject({ kind: 'catalog' });
    expect(oil.source?.quantityNote).toMatch(/takes 7\.7 qt with the filter .*\(network jobs show 5\)$/);
  });

  it('quotes both rotors of the axle unless one side is asked for', async () => {
    const rotors = async (concern: string) =>
      (await quotedParts(F150_35_V6, concern)).find((p) => p.pcdb_part_type_id === 1896)!;
    expect((await rotors('front brake pads and rotors')).quantity).toBe(2);
    const one = await rotors('front brake pads and rotors, lf rotor only');
    expect(one.quantity).toBe(1);
    expect(one.source?.quantityNote).toMatch(/^Quantity as asked: one side/);
    const pads = (await quotedParts(F150_35_V6, 'front brake pads and rotors, lf rotor only')).find(
      (p) => p.pcdb_part_type_id === 1684,
    )!;
    expect(pads.quantity).toBe(1);
  });

  it('says so when the engine is unknown and takes the network’s quantity', async () => {
    const [unknown] = await t.db
      .insert(vehicles)
      .values({ vin: '1HGCR2F30DA999999', make: 'Honda', model: 'Accord', model_year: 2013 })
      .returning();
    ids.unknown = unknown!.id;
    const plugs = (await quotedParts('unknown', 'spark plugs due')).find(
      (p) => p.pcdb_part_type_id === 7212,
    )!;
    expect(plugs.source?.quantityNote).toMatch(/^Engine unknown \(VIN not decoded\): quantity from /);
    expect(plugs.quantity).toBeGreaterThanOrEqual(4);
  });
});
