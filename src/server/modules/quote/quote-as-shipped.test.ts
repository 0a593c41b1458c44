import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceWithMatrix } from '../../../shared/matrix';
import { quoteTotals } from '../../../shared/quote-totals';
import { catalogParts, knowledgeBases } from '../../db/schema';
import { SHOP_KNOWLEDGE } from '../../seed/demo-knowledge';
import { type DemoSeed, type StoredQuote, seedDemo, storedQuote } from '../../test/demo-fixture';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { shopMatrix } from '../matrix/service';

// The quote as it ships: the demo shops with their notes and the app guidelines exactly as
// `npm start` seeds them, a concern typed as an advisor types it, and the work the quote charges
// (its lines that are not suggestions) read back from the database.

/** 2003 Honda Accord EX-V6 (3.0 L), decoded from its VIN. */
const ACCORD_2003 = '1HGCM82633A004352';
const CAMRY_2018 = '4T1B11HK5JU964939';
const CAMRY_2020 = '4T1G11AK1LU113210';
const F150_2013 = '1FTFW1EF4DF127183';
const RAM_2500_2016_DIESEL = '3C6UR5DLXGG868397';
const F250_2019_DIESEL = '1FT7W2BT9KE416809';

const OIL_PART_TYPES = [12138, 12140];

let t: TestApp;
let demo: DemoSeed;
let bayside: ReturnType<DemoSeed['shopNamed']>;
setUpTestApp({ timeout: 120_000 }, async (app) => {
  t = app;
  demo = await seedDemo(t);
  bayside = demo.shopNamed('Bayside Auto Care');
});

const vehicleIds = new Map<string, string>();
async function vehicleIdFor(vin: string) {
  if (!vehicleIds.has(vin)) {
    const vehicle = await t.caller(demo.advisor).vehicle.getVehicleByVin({ vin });
    vehicleIds.set(vin, vehicle!.id);
  }
  return vehicleIds.get(vin)!;
}

type Line = { title: string; is_suggested: boolean; smartJobId: string | undefined; labor: boolean };

/** A concern quoted on Bayside as the advisor sends it, with the stored lines. */
async function quoteFor(searchQuery: string, vin = ACCORD_2003) {
  const created = await t
    .caller(demo.advisor)
    .quote.createQuoteAi({ vehicleId: await vehicleIdFor(vin), shopId: bayside.id, searchQuery });
  const quoteId = created.response.quote?.id;
  const stored: StoredQuote = quoteId
    ? await storedQuote(t, quoteId)
    : { labor: [], parts: [], knowledgeBaseIds: [] };
  const lines: Line[] = [
    ...stored.labor.map((l) => ({
      title: l.title,
      is_suggested: l.is_suggested,
      smartJobId: l.source?.guideJob?.smartJobId,
      labor: true,
    })),
    ...stored.parts.map((p) => ({
      title: p.name,
      is_suggested: p.is_suggested,
      smartJobId: p.source?.guideJob?.smartJobId,
      labor: false,
    })),
  ];
  const charged = lines.filter((l) => !l.is_suggested);
  const suggested = lines.filter((l) => l.is_suggested);
  // What the quote charged and suggested, so a failing case says what the engine did instead.
  const shown = (list: Line[]) => list.map((l) => `${l.smartJobId ?? '-'} ${l.title}`).join('; ');
  const explain = `${searchQuery} → charged: [${shown(charged)}] suggested: [${shown(suggested)}]`;
  return { created, quoteId, stored, lines, charged, suggested, explain };
}

describe('concerns an advisor types, charged as a shop would', () => {
  it('P0301: diagnoses the misfire, suggests the coil and never a no-start', async () => {
    const q = await quoteFor('CEL on, code P0301 misfire cylinder 1');
    expect(
      q.charged.some((l) => l.labor && l.title === 'Engine Misfire - Diagnose'),
      q.explain,
    ).toBe(true);
    expect(
      q.lines.some((l) => l.title === 'No-Start Condition - Diagnose'),
      q.explain,
    ).toBe(false);
    const coil = q.lines.filter(
      (l) => l.smartJobId === 'IGN-0002' && l.title === 'Ignition Coil - R&R (One)',
    );
    expect(coil.length, q.explain).toBeGreaterThan(0);
    expect(
      coil.every((l) => l.is_suggested),
      q.explain,
    ).toBe(true);
  });

  it('P0300: diagnoses the misfire and suggests plugs or a coil', async () => {
    const q = await quoteFor('P0300 random misfire');
    expect(
      q.charged.some((l) => l.labor && l.title === 'Engine Misfire - Diagnose'),
      q.explain,
    ).toBe(true);
    expect(
      q.suggested.some(
        (l) => l.labor && l.smartJobId?.startsWith('IGN-') && /Spark Plugs|Ignition Coil/.test(l.title),
      ),
      q.explain,
    ).toBe(true);
  });

  it('an oil leak from the top of the engine gets the dye test, not a vacuum smoke test', async () => {
    const q = await quoteFor('oil leak from top of engine');
    expect(
      q.charged.some(
        (l) => l.smartJobId === 'ENG-0005' && l.title === 'Engine Oil Leak - Diagnose (Dye Test)',
      ),
      q.explain,
    ).toBe(true);
    expect(
      q.charged.some((l) => l.title === 'Intake System - Smoke Test for Vacuum Leaks'),
      q.explain,
    ).toBe(false);
  });

  it('P0135 gets the check-engine-light diagnosis, not an EVAP smoke test', async () => {
    const q = await quoteFor('code P0135 O2 sensor heater');
    expect(
      q.charged.some((l) => l.labor && l.title === 'Engine Performance - Diagnose (Check Engine Light)'),
      q.explain,
    ).toBe(true);
    expect(
      q.charged.some((l) => /EVAP/i.test(l.title) && /Smoke/i.test(l.title)),
      q.explain,
    ).toBe(false);
  });

  it('a cracked radiator is replaced, without a block test', async () => {
    const q = await quoteFor('radiator cracked and leaking');
    expect(
      q.charged.some((l) => l.labor && l.smartJobId === 'COL-0004'),
      q.explain,
    ).toBe(true);
    expect(
      q.charged.some((l) => /Block Test|Combustion Leak/i.test(l.title)),
      q.explain,
    ).toBe(false);
  });

  it('leaking front struts are replaced, without a noise diagnosis', async () => {
    const q = await quoteFor('front struts leaking');
    expect(
      q.charged.some((l) => l.labor && ['SUS-0001', 'SUS-0004'].includes(l.smartJobId ?? '')),
      q.explain,
    ).toBe(true);
    expect(
      q.charged.some((l) => l.title === 'Suspension - Diagnose (Noise)'),
      q.explain,
    ).toBe(false);
  });

  it('a torn motor mount is replaced, without a CV axle', async () => {
    const q = await quoteFor('motor mount torn, clunk on takeoff');
    expect(
      q.charged.some((l) => l.labor && l.smartJobId === 'ENG-0012'),
      q.explain,
    ).toBe(true);
    expect(
      q.charged.some((l) => l.smartJobId?.startsWith('DRV-')),
      q.explain,
    ).toBe(false);
  });

  it('measured pads and an asked-for brake job charge the pads and rotors, not an inspection', async () => {
    const q = await quoteFor('grinding noise front when braking, pads at 2mm do pads and rotors');
    expect(
      q.charged.some((l) => l.labor && l.smartJobId === 'BRK-0002'),
      q.explain,
    ).toBe(true);
    expect(
      q.charged.some((l) => l.title === 'Brake System - Inspect'),
      q.explain,
    ).toBe(false);
  });

  it('a brake noise alone stays a diagnosis with the brake job suggested', async () => {
    const q = await quoteFor('grinding noise front when braking');
    expect(
      q.charged.some((l) => l.labor && l.title === 'Brake System - Inspect'),
      q.explain,
    ).toBe(true);
    expect(
      q.suggested.some((l) => ['BRK-0002', 'BRK-0001'].includes(l.smartJobId ?? '')),
      q.explain,
    ).toBe(true);
  });
});

describe("Bayside's note on synthetic oil, which holds from model year 2012", () => {
  const syntheticNote = SHOP_KNOWLEDGE['Bayside Auto Care']!.find(
    (k) => k.title === 'Synthetic oil on newer vehicles',
  )!;
  const chargedOilChange = (q: Awaited<ReturnType<typeof quoteFor>>) =>
    q.charged.filter((l) => l.labor && /^MNT-/.test(l.smartJobId ?? '')).map((l) => l.smartJobId);

  it('charges synthetic on a 2020 Camry and conventional on a 2003 Accord, unless synthetic is asked for', async () => {
    const [note] = await t.db
      .select()
      .from(knowledgeBases)
      .where(and(eq(knowledgeBases.shop_id, bayside.id), eq(knowledgeBases.title, syntheticNote.title)));
    expect(note?.description).toBe(syntheticNote.description);

    const camry = await quoteFor('oil change', CAMRY_2020);
    expect(chargedOilChange(camry), camry.explain).toEqual(['MNT-0001']);

    const accord = await quoteFor('oil change', ACCORD_2003);
    expect(chargedOilChange(accord), accord.explain).toEqual(['MNT-0002']);
    expect(accord.stored.knowledgeBaseIds).not.toContain(note!.id);

    const asked = await quoteFor('synthetic oil change', ACCORD_2003);
    expect(chargedOilChange(asked), asked.explain).toEqual(['MNT-0001']);
  });
});

describe("engine oil by the engine's published capacity", () => {
  async function oilLine(vin: string) {
    const q = await quoteFor('oil change', vin);
    const oil = q.stored.parts.filter(
      (p) => !p.is_suggested && OIL_PART_TYPES.includes(p.pcdb_part_type_id ?? 0),
    );
    expect(oil, q.explain).toHaveLength(1);
    return { q, oil: oil[0]! };
  }

  it('2003 Accord 3.0 V6: 4.6 qt published, 5 qt quoted', async () => {
    const { oil } = await oilLine(ACCORD_2003);
    expect(oil.quantity).toBe(5);
    expect(oil.source?.quantityNote).toContain('4.6 qt');
  });

  it('2018 Camry 2.5: 4.8 qt of 0W-16, 5 qt quoted', async () => {
    const { oil } = await oilLine(CAMRY_2018);
    expect(oil.quantity).toBe(5);
    expect(oil.name).toContain('0W-16');
  });

  it('2013 F-150 5.0: 7.7 qt published, 8 qt quoted', async () => {
    const { oil } = await oilLine(F150_2013);
    expect(oil.quantity).toBe(8);
  });

  it.each([
    [RAM_2500_2016_DIESEL, 12],
    [F250_2019_DIESEL, 13],
  ])('a 6.7 L diesel (%s) gets the diesel oil change with %i qt', async (vin, quarts) => {
    const { q, oil } = await oilLine(vin);
    expect(
      q.charged.some((l) => l.labor && l.smartJobId === 'MNT-0019'),
      q.explain,
    ).toBe(true);
    expect(oil.quantity).toBe(quarts);
  });
});

describe('a sourced part keeps the price the quote showed', () => {
  it('prices the same catalogue part identically sourced and unsourced, and another part by its cost through the matrix', async () => {
    const call = t.caller(demo.advisor);
    const { quoteId } = await quoteFor('front brake pads and rotors', F150_2013);
    const before = await call.quote.getQuoteAi({ id: quoteId! });
    const lines = before.quote_part_items.filter((p) => !p.is_suggested && p.source?.partNumber);
    expect(lines.length).toBeGreaterThan(0);
    const matrix = await shopMatrix(t.db, bayside.id, 'PARTS');

    let after = before;
    for (const line of lines) after = await call.part.findBestMatchPartsTech({ quotePartItemId: line.id });

    let samePart = 0;
    const sourcedAs: string[] = [];
    let expectedChange = 0;
    for (const line of lines) {
      const sourced = after.quote_part_items.find((p) => p.id === line.id)!.sourced_part!;
      expect(sourced.price_cost_with_matrix).toBe(priceWithMatrix(sourced.price_cost, matrix));
      sourcedAs.push(
        `${line.name} ${line.source!.partNumber} $${line.retail} → ${sourced.partNumber} ${sourced.status} $${sourced.price_cost_with_matrix} at ${sourced.store_name}`,
      );
      if (sourced.partNumber === line.source!.partNumber) {
        samePart += 1;
        expect(sourced.price_cost_with_matrix, line.name).toBe(line.retail);
      } else {
        // Another part (the quoted one not in stock at the shop's store): its cost, through the matrix.
        const [quoted] = await t.db
          .select({ cost: catalogParts.cost })
          .from(catalogParts)
          .where(eq(catalogParts.part_number, line.source!.partNumber!));
        expect(line.retail, line.name).toBe(priceWithMatrix(quoted!.cost, matrix));
      }
      expectedChange += (sourced.price_cost_with_matrix - line.retail) * line.quantity;
    }
    expect(quoteTotals(after).total - quoteTotals(before).total).toBeCloseTo(expectedChange, 2);
    // At least one quoted part is the one sourcing picks, so its price does not move.
    expect(samePart, sourcedAs.join('; ')).toBeGreaterThan(0);
  });
});

describe('the assistant message', () => {
  it('is short, cites no rule text and ends with a checklist of short items, each once', async () => {
    const { created } = await quoteFor('grinding noise front when braking', F150_2013);
    const message = created.response.message;
    const [body, checklist] = message.split('\n\nBefore you send it:\n');
    const sentences = body!
      .trim()
      .split(/(?<=[.!?])\s+(?=[A-Z"'($])/)
      .filter(Boolean);
    expect(sentences.length, message).toBeLessThanOrEqual(5);
    expect(message).not.toContain('Following the guideline');
    expect(message).not.toContain("Following your shop's note");
    expect(message).not.toContain('even when declined');
    expect(checklist, message).toBeDefined();
    const items = checklist!.split('\n').map((item) => item.replace(/^• /, ''));
    for (const item of items) expect(item.length, item).toBeLessThanOrEqual(60);
    expect(new Set(items).size).toBe(items.length);
    expect(items).toContain('Note pad thickness and rotor minimum');
    expect(items).toContain('Mention safety findings');
  });
});

describe('tenancy', () => {
  it('refuses a quote on Bayside to a user who is not one of its members', async () => {
    const outsider = await t.createUser();
    const ownShop = await t.createShop({ name: 'Elsewhere Garage', state: 'CA' });
    await t.addMember(outsider, ownShop);
    const error = await t
      .caller(outsider)
      .quote.createQuoteAi({
        vehicleId: await vehicleIdFor(F150_2013),
        shopId: bayside.id,
        searchQuery: 'grinding noise front when braking',
      })
      .then(
        () => null,
        (e: { code?: string }) => e,
      );
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(error?.code);
  });
});
