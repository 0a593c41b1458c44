import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_CANNED_JOB,
  EMULATOR_SHOPWARE_PARTNER,
  EMULATOR_TENANT,
  type ShopWareEmulator,
  startShopWareEmulator,
} from '../../../../dev/emulators/shopware/server';
import { AppError } from '../../lib/app-error';
import { createShopWareClient, SHOPWARE_CREDENTIALS_REJECTED } from './client';
import type { ShopWareAccount } from './types';

const ACCOUNT: ShopWareAccount = {
  partnerId: EMULATOR_SHOPWARE_PARTNER.id,
  secret: EMULATOR_SHOPWARE_PARTNER.secret,
  tenantId: EMULATOR_TENANT.id,
};
let emulator: ShopWareEmulator;

beforeAll(async () => {
  emulator = await startShopWareEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.requests.length = 0;
});

const client = (options: { timeoutMs?: number } = {}) =>
  createShopWareClient({ baseUrl: emulator.url, retryDelayMs: 5, ...options });
const calls = () => emulator.requests.map((r) => `${r.method} ${r.path}`);

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Shop-Ware client against the emulator', () => {
  it('checks the connection and finds the tenant by its Shop-Ware address', async () => {
    await expect(client().checkConnection(ACCOUNT)).resolves.toEqual({ tenantId: 3301, writable: true });
    await expect(client().findTenant(ACCOUNT, 'GreatLakes')).resolves.toMatchObject({ id: 3301 });
    expect(calls()).toEqual(['GET /api/v1/partners/9001/authorizations', 'GET /api/v1/tenants']);
    const other = await failure(client().checkConnection({ ...ACCOUNT, tenantId: 1 }));
    expect(other.message).toMatch(/tenant 1\) has not authorized this app/);
  });

  it('reports a wrong secret as rejected credentials, without retrying', async () => {
    const error = await failure(client().getRepairOrder({ ...ACCOUNT, secret: 'wrong' }, 55001));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe(SHOPWARE_CREDENTIALS_REJECTED);
    expect(calls()).toEqual(['GET /api/v1/tenants/3301/repair_orders/55001']);
  });

  it('reads a repair order by id and by number', async () => {
    const ro = await client().getRepairOrder(ACCOUNT, 55001);
    expect(ro).toMatchObject({ id: 55001, number: 2201, state: 'estimate', shop_id: 4521, services: [] });
    expect(emulator.requests[0]!.query).toContain('associations%5B%5D=services.parts');
    expect(emulator.requests[0]!.partnerId).toBe('9001');
    const byNumber = await client().findRepairOrderByNumber(ACCOUNT, '2202');
    expect(byNumber).toMatchObject({ id: 55002, state: 'in_progress' });
    await expect(client().findRepairOrderByNumber(ACCOUNT, '9999')).resolves.toBeNull();
  });

  it('names a missing repair order', async () => {
    const error = await failure(client().getRepairOrder(ACCOUNT, 12345));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Repair order 12345 was not found in Shop-Ware.');
    expect(calls()).toHaveLength(1);
  });

  it('adds a canned job: the RO gets its labor in hours and parts in cents', async () => {
    const before = emulator.repairOrder(55001)!.services!.length;
    const answer = await client().addCannedJob(ACCOUNT, 55001, EMULATOR_CANNED_JOB.id);
    expect(calls()).toEqual(['PUT /api/v1/tenants/3301/estimates/55001/canned_jobs/7001']);
    const stored = emulator.repairOrder(55001)!.services!;
    expect(stored).toHaveLength(before + 1);
    const service = stored.at(-1)!;
    expect(service).toMatchObject({
      title: 'Front brake pads',
      labor_rate_cents: 15_000,
      canned_job_id: 7001,
    });
    expect(service.labors!.map((l) => [l.name, l.hours])).toEqual([['Replace front brake pads', 1.5]]);
    expect(service.parts!.map((p) => [p.number, p.quantity, p.sell_price_cents, p.cost_cents])).toEqual([
      ['BC905', 1, 8_999, 4_150],
    ]);
    expect(answer.services!.at(-1)).toEqual(service);
    const read = await client().getRepairOrder(ACCOUNT, 55001);
    expect(read.services!.at(-1)).toEqual(service);
    // An RO that is past the estimate cannot take a canned job.
    const error = await failure(client().addCannedJob(ACCOUNT, 55002, EMULATOR_CANNED_JOB.id));
    expect(error.message).toBe('Shop-Ware rejected the request: base Repair order is not an estimate');
  });

  it('sends quote lines as one recommendation and one itemized note, money from cents', async () => {
    const { recommendation, note } = await client().addQuoteLines(ACCOUNT, {
      repairOrderId: 55002,
      title: 'Front brakes',
      laborRateCents: 14_950,
      labors: [{ name: 'Replace front pads', hours: 1.3 }],
      parts: [
        { brand: 'Bosch', number: 'BC905', description: 'Brake pads', quantity: 2, sellPriceCents: 4_499 },
        { brand: null, number: null, description: 'Shop supplies', quantity: 1, sellPriceCents: 123_456 },
      ],
    });
    expect(calls()).toEqual(['POST /api/v1/tenants/3301/recommendations', 'POST /api/v1/tenants/3301/notes']);
    expect(emulator.requests[0]!.body).toEqual({ repair_order_id: 55002, description: 'Front brakes' });
    expect(emulator.recommendationsOf(55002)).toEqual([recommendation]);
    expect(emulator.notesOf(55002)).toEqual([note]);
    expect(note.description).toBe(
      [
        'Quote: Front brakes',
        'Labor: Replace front pads, 1.3 h × $149.50 = $194.35',
        'Part: Bosch BC905 Brake pads, 2 × $44.99 = $89.98',
        'Part: Shop supplies, 1 × $1,234.56 = $1,234.56',
      ].join('\n'),
    );
  });

  it('renames a recommendation on its RO, and names one that is not there', async () => {
    const recommendation = await client().createRecommendation(ACCOUNT, {
      repairOrderId: 55001,
      description: 'Front brakes',
    });
    const renamed = await client().renameRecommendation(ACCOUNT, recommendation.id, {
      repairOrderId: 55001,
      description: 'Replaced by revision 2: Front brakes',
    });
    expect(renamed).toMatchObject({
      id: recommendation.id,
      description: 'Replaced by revision 2: Front brakes',
    });
    expect(calls().at(-1)).toBe(`PUT /api/v1/tenants/3301/recommendations/${recommendation.id}`);
    const missing = await failure(
      client().renameRecommendation(ACCOUNT, 1, { repairOrderId: 55001, description: 'Replaced' }),
    );
    expect(missing).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Recommendation 1 is no longer on repair order 55001 in Shop-Ware.',
    });
  });

  it('passes on a 422 of a note with its field messages', async () => {
    const error = await failure(client().addNote(ACCOUNT, { repairOrderId: 55001, description: ' ' }));
    expect(error.message).toBe("Shop-Ware rejected the request: description can't be blank");
    const missing = await failure(client().addNote(ACCOUNT, { repairOrderId: 4, description: 'x' }));
    expect(missing.message).toBe('Repair order 4 was not found in Shop-Ware.');
  });

  it('retries a GET on 503 and returns the repair order when a retry succeeds', async () => {
    emulator.failNext(503, 2);
    const ro = await client().getRepairOrder(ACCOUNT, 55002);
    expect(ro.number).toBe(2202);
    expect(calls()).toHaveLength(3);
  });

  it('gives up on a GET after two retries with a clear message', async () => {
    emulator.failNext(503, 3);
    const error = await failure(client().getRepairOrder(ACCOUNT, 55002));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Shop-Ware is not answering (HTTP 503). Try again in a moment.');
    expect(calls()).toHaveLength(3);
  });

  it('never retries a POST: a 503 is reported and nothing is stored', async () => {
    const notesBefore = emulator.notesOf(55001).length;
    emulator.failNext(503, 1);
    const error = await failure(
      client().addNote(ACCOUNT, { repairOrderId: 55001, description: 'Called customer' }),
    );
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe(
      'Shop-Ware is not answering (HTTP 503). Try again in a moment. The change may not have been saved: check the repair order in Shop-Ware before trying again.',
    );
    expect(calls()).toEqual(['POST /api/v1/tenants/3301/notes']);
    expect(emulator.notesOf(55001)).toHaveLength(notesBefore);
  });

  it('reports a lasting rate limit as TOO_MANY_REQUESTS', async () => {
    emulator.failNext(429, 3);
    const error = await failure(client().getRepairOrder(ACCOUNT, 55001));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(calls()).toHaveLength(3);
  });

  it('gives up on a slow answer after the timeout, naming it', async () => {
    emulator.delayNext(1000);
    const error = await failure(client({ timeoutMs: 100 }).getRepairOrder(ACCOUNT, 55001));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Shop-Ware did not answer within 0.1 s.');
  });

  it('reports a closed port as unavailable', async () => {
    const closed = await startShopWareEmulator();
    await closed.close();
    const error = await failure(
      createShopWareClient({ baseUrl: closed.url, retryDelayMs: 5 }).getRepairOrder(ACCOUNT, 55001),
    );
    expect(error.message).toBe('Shop-Ware is not answering. Try again in a moment.');
  });
});
