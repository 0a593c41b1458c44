import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_PARTNER,
  EMULATOR_USER,
  type PartsTechEmulator,
  startPartsTechEmulator,
} from '../../../../dev/emulators/partstech/server';
import { AppError } from '../../lib/app-error';
import { createPartsTechClient, PARTSTECH_CREDENTIALS_REJECTED } from './client';
import type { PartsTechCredentials } from './types';

const VIN = '1HGCM82633A004352';
const CREDENTIALS: PartsTechCredentials = { user: EMULATOR_USER, partner: EMULATOR_PARTNER };
let emulator: PartsTechEmulator;

beforeAll(async () => {
  emulator = await startPartsTechEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.requests.length = 0;
});

const client = (options: { timeoutMs?: number } = {}) =>
  createPartsTechClient({ baseUrl: emulator.url, retryDelayMs: 5, ...options });
const padsRequest = { storeId: 1001, searchParams: { vin: VIN, partTypeIds: [1684] } };
const paths = () => emulator.requests.map((r) => r.path);

async function quoteError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('PartsTech client against the emulator', () => {
  it('gets one token and reuses it for several quotes', async () => {
    const partsTech = client();
    const pads = await partsTech.quote(CREDENTIALS, padsRequest);
    const filters = await partsTech.quote(CREDENTIALS, {
      storeId: 2001,
      searchParams: { vin: VIN, keyword: 'oil filters' },
    });
    await partsTech.quote(CREDENTIALS, padsRequest);

    expect(paths()).toEqual(['/oauth/access', '/catalog/quote', '/catalog/quote', '/catalog/quote']);
    expect(emulator.requests[0]!.body).toEqual({ accessType: 'user', credentials: CREDENTIALS });
    const bearer = emulator.requests[1]!.authorization;
    expect(bearer).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(emulator.requests[3]!.authorization).toBe(bearer);

    expect(pads.errors).toEqual([]);
    expect(pads.parts.map((p) => p.partNumber)).toEqual(['BC905', 'ACT905', 'QC905']);
    expect(pads.parts[0]).toMatchObject({
      partId: 'BBHK-BC905',
      status: 'IN_STOCK',
      supplier: { id: 101, name: 'NAPA Auto Parts' },
      store: { id: 1001, name: 'NAPA Auto Parts - San Mateo' },
      taxonomy: { partTypeId: 1684 },
      price: { cost: 41.5 },
    });
    expect(filters.parts.map((p) => [p.partNumber, p.status])).toEqual([
      ['XG7317', 'IN_STOCK'],
      ['3323', 'SPECIAL_ORDER'],
    ]);
  });

  it('checks credentials with a token request, and names rejected ones', async () => {
    const partsTech = client();
    await partsTech.authenticate(CREDENTIALS);
    expect(paths()).toEqual(['/oauth/access']);
    const wrongUser = { ...CREDENTIALS, user: { id: EMULATOR_USER.id, key: 'not-the-key-0000' } };
    const error = await quoteError(partsTech.authenticate(wrongUser));
    expect(error.message).toBe(PARTSTECH_CREDENTIALS_REJECTED);
  });

  it('shares one token request between concurrent quotes', async () => {
    const partsTech = client();
    await Promise.all([partsTech.quote(CREDENTIALS, padsRequest), partsTech.quote(CREDENTIALS, padsRequest)]);
    expect(paths().filter((p) => p === '/oauth/access')).toHaveLength(1);
  });

  it('asks for a new token once the old one is near its expiry', async () => {
    let clock = 1_000_000;
    const partsTech = createPartsTechClient({ baseUrl: emulator.url, now: () => clock });
    await partsTech.quote(CREDENTIALS, padsRequest);
    clock += 58 * 60_000;
    await partsTech.quote(CREDENTIALS, padsRequest);
    clock += 2 * 60_000;
    await partsTech.quote(CREDENTIALS, padsRequest);
    expect(paths()).toEqual([
      '/oauth/access',
      '/catalog/quote',
      '/catalog/quote',
      '/oauth/access',
      '/catalog/quote',
    ]);
  });

  it('authenticates again once when PartsTech says the token expired', async () => {
    const partsTech = client();
    await partsTech.quote(CREDENTIALS, padsRequest);
    emulator.expireTokens();
    const again = await partsTech.quote(CREDENTIALS, padsRequest);
    expect(again.parts).toHaveLength(3);
    expect(paths()).toEqual([
      '/oauth/access',
      '/catalog/quote',
      '/catalog/quote',
      '/oauth/access',
      '/catalog/quote',
    ]);
    expect(emulator.requests[4]!.authorization).not.toBe(emulator.requests[2]!.authorization);
  });

  it.each([
    ['user key', { user: { ...EMULATOR_USER, key: 'wrong' }, partner: EMULATOR_PARTNER }],
    ['partner key', { user: EMULATOR_USER, partner: { ...EMULATOR_PARTNER, key: 'wrong' } }],
  ])('reports a wrong %s as rejected credentials, without retrying', async (_, credentials) => {
    const error = await quoteError(client().quote(credentials, padsRequest));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe(PARTSTECH_CREDENTIALS_REJECTED);
    expect(paths()).toEqual(['/oauth/access']);
  });

  it('retries a 503 and returns the parts when a retry succeeds', async () => {
    const partsTech = client();
    await partsTech.quote(CREDENTIALS, padsRequest);
    emulator.requests.length = 0;
    emulator.failNext(503, 2);
    const result = await partsTech.quote(CREDENTIALS, padsRequest);
    expect(result.parts).toHaveLength(3);
    expect(paths()).toEqual(['/catalog/quote', '/catalog/quote', '/catalog/quote']);
  });

  it('gives up after two retries of a 503 with a clear message', async () => {
    const partsTech = client();
    await partsTech.quote(CREDENTIALS, padsRequest);
    emulator.requests.length = 0;
    emulator.failNext(503, 3);
    const error = await quoteError(partsTech.quote(CREDENTIALS, padsRequest));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('PartsTech is not answering (HTTP 503). Try again in a moment.');
    expect(paths()).toHaveLength(3);
    // All three queued failures were used by that quote: the next one succeeds at once.
    await expect(partsTech.quote(CREDENTIALS, padsRequest)).resolves.toMatchObject({ errors: [] });
  });

  it('reports a lasting rate limit as TOO_MANY_REQUESTS', async () => {
    emulator.failNext(429, 3);
    const error = await quoteError(client().quote(CREDENTIALS, padsRequest));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('does not retry a client error', async () => {
    const partsTech = client();
    await partsTech.quote(CREDENTIALS, padsRequest);
    emulator.requests.length = 0;
    emulator.failNext(404, 1);
    const error = await quoteError(partsTech.quote(CREDENTIALS, padsRequest));
    expect(error.message).toBe('PartsTech answered HTTP 404 (EmulatedFailure).');
    expect(paths()).toHaveLength(1);
  });

  it('gives up on a slow answer after the timeout, naming it', async () => {
    emulator.delayNext(1000);
    const error = await quoteError(client({ timeoutMs: 100 }).quote(CREDENTIALS, padsRequest));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('PartsTech did not answer within 0.1 s.');
  });

  it('passes on the validation errors of a 400', async () => {
    const error = await quoteError(
      client().quote(CREDENTIALS, { searchParams: { vin: VIN, keyword: 'pads' } } as never),
    );
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('PartsTech rejected the request: storeId - This value should not be blank.');
  });

  it("quotes only at the shop's connected stores, with stock at those stores, the searched one first", async () => {
    const partsTech = client();
    const far = await quoteError(partsTech.quote(CREDENTIALS, { ...padsRequest, storeId: 1003 }));
    expect(far.message).toBe('PartsTech refused the request: Store 1003 is not connected to this user');
    const pads = await partsTech.quote(CREDENTIALS, padsRequest);
    const stock = (result: typeof pads) =>
      result.parts[0]!.storesAvailability!.map((s) => [s.store!.id, s.quantity, s.main ?? false]);
    expect(stock(pads)).toEqual([
      [1001, 6, true],
      [1002, 0, false],
    ]);

    const tampa = await startPartsTechEmulator({ connectedStores: { [EMULATOR_USER.id]: [1001, 1003] } });
    try {
      const there = createPartsTechClient({ baseUrl: tampa.url, retryDelayMs: 5 });
      const answer = await there.quote(CREDENTIALS, { ...padsRequest, storeId: 1003 });
      expect(stock(answer)).toEqual([
        [1003, 9, true],
        [1001, 6, false],
      ]);
    } finally {
      await tampa.close();
    }
  });

  it('reports a closed port as unavailable', async () => {
    const closed = await startPartsTechEmulator();
    await closed.close();
    const error = await quoteError(
      createPartsTechClient({ baseUrl: closed.url, retryDelayMs: 5 }).quote(CREDENTIALS, padsRequest),
    );
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('PartsTech is not answering. Try again in a moment.');
  });
});
