import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_CREDENTIALS,
  startTekmetricEmulator,
  type TekmetricEmulator,
} from '../../../../dev/emulators/tekmetric/server';
import { integrations, quoteJobExports, shops } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedQuoting } from '../../test/quote-fixture';

let emulator: TekmetricEmulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
let quoteId: string;

beforeAll(async () => {
  emulator = await startTekmetricEmulator();
  t = await createTestApp({ env: { TEKMETRIC_API_URL: emulator.url } });
  s = await seedQuoting(t, 200);
  await t.db.update(shops).set({ sms_name: 'TEKMETRIC', tekmetric_id: 7001 }).where(eq(shops.id, s.shop.id));
  await t.db.insert(integrations).values({
    shop_id: s.shop.id,
    type: 'TEKMETRIC',
    public_key: EMULATOR_CREDENTIALS.clientId,
    private_key_encrypted: encryptSecret(EMULATOR_CREDENTIALS.clientSecret, t.deps.env.APP_SECRET),
  });
  const created = await t
    .caller(s.user)
    .quote.createQuoteAi({ vehicleId: s.vehicle.id, shopId: s.shop.id, searchQuery: 'front brake pads' });
  quoteId = created.response.quote!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
});
beforeEach(async () => {
  emulator.jobs.length = 0;
  await t.db.delete(quoteJobExports);
});

const input = () => ({ quoteId, shopTekmetricId: '7001', repairOrderTekmetricId: '90001' });

describe('quote.createJobInTekmetricAi', () => {
  it('creates the job with the charged lines in cents and links the RO', async () => {
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const result = await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(result).toMatchObject({ repairOrderNumber: '1042', alreadyCreated: false, system: 'TEKMETRIC' });
    expect(result.link).toBe(`${emulator.url}/admin/shop/7001/repair-orders/90001/estimate`);
    expect(emulator.jobs).toHaveLength(1);
    const job = emulator.jobs[0]!;
    expect(String(job.id)).toBe(result.id);
    expect(job.name).toBe(quote.title);
    expect(job.note).toContain(`RQ-${quoteId}`);
    const charged = quote.quote_labor_items.filter((l) => !l.is_suggested);
    expect(job.labor).toHaveLength(charged.length);
    expect(job.labor[0]!.rate).toBe(Math.round(charged[0]!.rate * 100));
    expect(job.parts.length).toBe(quote.quote_part_items.filter((p) => !p.is_suggested).length);
    const page = await fetch(result.link!).then((r) => r.text());
    expect(page).toContain('Repair order #1042');
    expect(page).toContain(`Job: ${quote.title}`);
  });

  it('a retry or a double click creates one job', async () => {
    const [first, second] = await Promise.allSettled([
      t.caller(s.user).quote.createJobInTekmetricAi(input()),
      t.caller(s.user).quote.createJobInTekmetricAi(input()),
    ]);
    const again = await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(emulator.jobs).toHaveLength(1);
    expect(again).toMatchObject({ alreadyCreated: true, id: String(emulator.jobs[0]!.id) });
    // The loser of the race is told to wait, or (if the winner had finished) gets the same job.
    const outcomes = [first, second].map((o) => (o.status === 'fulfilled' ? 'ok' : o.reason.message));
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThanOrEqual(1);
    for (const o of outcomes)
      if (o !== 'ok') expect(o).toBe('This job is already being created. Wait a moment and try again.');
    const listed = await t.caller(s.user).quote.getJobExports({ quoteId });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ repairOrderNumber: '1042', createdBy: 'Sam Advisor' });
  });

  it('a failure of Tekmetric changes nothing; the next try creates the job once', async () => {
    emulator.failNext(500, 1, 'POST /api/v1/jobs');
    await expect(t.caller(s.user).quote.createJobInTekmetricAi(input())).rejects.toThrow(/Tekmetric/);
    expect(await t.db.select().from(quoteJobExports)).toEqual([]);
    expect(emulator.jobs).toHaveLength(0);
    await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(emulator.jobs).toHaveLength(1);
  });

  it('adopts a job an unanswered earlier attempt left on the RO', async () => {
    await t.caller(s.user).quote.createJobInTekmetricAi(input());
    // As if our record of it had been lost with the answer.
    await t.db.delete(quoteJobExports);
    const result = await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(emulator.jobs).toHaveLength(1);
    expect(result.id).toBe(String(emulator.jobs[0]!.id));
  });

  it('refuses an RO of another Tekmetric shop and unknown ROs with clear messages', async () => {
    await expect(
      t.caller(s.user).quote.createJobInTekmetricAi({ ...input(), shopTekmetricId: '7002' }),
    ).rejects.toThrow(
      'This repair order belongs to Tekmetric shop 7002, but Bayside Test is Tekmetric shop 7001.',
    );
    await expect(
      t.caller(s.user).quote.createJobInTekmetricAi({ ...input(), repairOrderTekmetricId: '99999' }),
    ).rejects.toThrow(/Repair order 99999/);
    expect(await t.db.select().from(quoteJobExports)).toEqual([]);
  });

  it('says which launch parameter is missing', async () => {
    await expect(
      t
        .caller(s.user)
        .quote.createJobInTekmetricAi({ quoteId, shopTekmetricId: '', repairOrderTekmetricId: '90001' }),
    ).rejects.toThrow('Shop Tekmetric ID is missing. Make sure to use the browser extension.');
    await expect(
      // @ts-expect-error the parameter is missing, as when the page was not opened by the extension
      t.caller(s.user).quote.createJobInTekmetricAi({ quoteId, shopTekmetricId: '7001' }),
    ).rejects.toThrow('Repair order Tekmetric ID is missing. Make sure to use the browser extension.');
  });

  it("refuses another shop's member, anonymous callers, and shops without the integration", async () => {
    const outsider = await t.createUser();
    const otherShop = await t.createShop({ sms_name: 'TEKMETRIC', tekmetric_id: 7001 });
    await t.addMember(outsider, otherShop);
    await expect(t.caller(outsider).quote.createJobInTekmetricAi(input())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(outsider).quote.getJobExports({ quoteId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(null).quote.createJobInTekmetricAi(input())).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const created = await t.caller(outsider).quote.createQuoteAi({
      vehicleId: s.vehicle.id,
      shopId: otherShop.id,
      searchQuery: 'oil change',
    });
    await expect(
      t.caller(outsider).quote.createJobInTekmetricAi({ ...input(), quoteId: created.response.quote!.id }),
    ).rejects.toThrow('Tekmetric is not connected for this shop. Connect it in Settings → Integrations.');
    expect(emulator.jobs).toHaveLength(0);
  });
});

describe('the revision a Tekmetric job wrote', () => {
  it('is the one shared when nothing changed, and stays with the job after later changes', async () => {
    const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId,
      customerName: 'Dana Driver',
      customerEmail: 'dana@example.test',
      includeAcceptanceTracking: true,
    });
    const job = await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(job.revision).toEqual({ number: shared.revision.number, total: shared.revision.total });

    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    const line = quote.quote_labor_items.find((l) => !l.is_suggested)!;
    await t
      .caller(s.user)
      .quote.updateQuoteLaborItem({ ...line, description: line.description, rate: line.rate + 20 });
    const [listed] = await t.caller(s.user).quote.getJobExports({ quoteId });
    expect(listed!.revision).toEqual(job.revision);
    expect((await t.caller(s.user).quote.getQuoteAi({ id: quoteId })).changed_since_sent).toBe(true);
    // A second attempt on the RO writes nothing and says what the RO holds.
    const again = await t.caller(s.user).quote.createJobInTekmetricAi(input());
    expect(again).toMatchObject({ alreadyCreated: true, revision: job.revision });
    expect(emulator.jobs).toHaveLength(1);
  });
});
