import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PlateToVinEmulator,
  startPlateToVinEmulator,
} from '../../../../dev/emulators/plate-to-vin/server';
import { AppError } from '../../lib/app-error';
import { createPlateToVinClient } from './client';

const API_KEY = 'test-plate-key';
let emulator: PlateToVinEmulator;

beforeAll(async () => {
  emulator = await startPlateToVinEmulator({
    apiKey: API_KEY,
    plates: {
      'CA:7ABC123': { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-V6' },
      'tx:lgw-7253': { vin: '1B7HF16Y4TS518710', year: 1996, make: 'Dodge', model: 'Ram 1500' },
    },
  });
});

afterAll(() => emulator.close());

const client = (apiKey = API_KEY) =>
  createPlateToVinClient({ baseUrl: emulator.url, apiKey, retryDelayMs: 10 });

async function lookupError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('PlateToVIN client against the emulator', () => {
  it('returns the VIN and vehicle for a known plate', async () => {
    await expect(client().lookup('7ABC123', 'CA')).resolves.toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
    });
  });

  it('matches plates registered with lower case and dashes, and reports a missing trim as null', async () => {
    await expect(client().lookup('LGW7253', 'TX')).resolves.toMatchObject({
      vin: '1B7HF16Y4TS518710',
      trim: null,
    });
  });

  it('returns null for an unknown plate', async () => {
    await expect(client().lookup('NOPE123', 'CA')).resolves.toBeNull();
    await expect(client().lookup('7ABC123', 'NV')).resolves.toBeNull();
  });

  it('reports a refused key as an upstream error', async () => {
    const error = await lookupError(client('wrong-key').lookup('7ABC123', 'CA'));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('The plate lookup service refused our credentials.');
  });

  it.each([402, 403])('reports %i as refused credentials without retrying', async (status) => {
    emulator.failNext(status, 1);
    const error = await lookupError(client().lookup('7ABC123', 'CA'));
    expect(error.code).toBe('UPSTREAM_ERROR');
    // No retry: the next request is answered normally.
    await expect(client().lookup('7ABC123', 'CA')).resolves.toMatchObject({ vin: '1HGCM82633A004352' });
  });

  it('retries a 500 once and succeeds when the retry does', async () => {
    emulator.failNext(500, 1);
    await expect(client().lookup('7ABC123', 'CA')).resolves.toMatchObject({ vin: '1HGCM82633A004352' });
  });

  it('retries a 500 exactly once, then reports the service as unavailable', async () => {
    emulator.failNext(500, 2);
    const error = await lookupError(client().lookup('7ABC123', 'CA'));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('The plate lookup service is not answering. Try the VIN instead.');
    // Both queued failures were used by that one lookup (no retry would leave one; more would succeed).
    await expect(client().lookup('7ABC123', 'CA')).resolves.toMatchObject({ vin: '1HGCM82633A004352' });
  });

  it('reports a rate limit that outlasts the retry as TOO_MANY_REQUESTS', async () => {
    emulator.failNext(429, 2);
    const error = await lookupError(client().lookup('7ABC123', 'CA'));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('gives up on a slow answer after the timeout, without retrying', async () => {
    emulator.delayNext(1000);
    const impatient = createPlateToVinClient({ baseUrl: emulator.url, apiKey: API_KEY, timeoutMs: 100 });
    const error = await lookupError(impatient.lookup('7ABC123', 'CA'));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('The plate lookup service is not answering. Try the VIN instead.');
  });

  it('reports a closed port as unavailable', async () => {
    const closed = await startPlateToVinEmulator({ apiKey: API_KEY, plates: {} });
    await closed.close();
    const offline = createPlateToVinClient({ baseUrl: closed.url, apiKey: API_KEY, retryDelayMs: 10 });
    const error = await lookupError(offline.lookup('7ABC123', 'CA'));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
