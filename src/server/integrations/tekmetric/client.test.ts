import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMULATOR_CREDENTIALS,
  startTekmetricEmulator,
  type TekmetricEmulator,
} from '../../../../dev/emulators/tekmetric/server';
import { AppError } from '../../lib/app-error';
import { createTekmetricClient, TEKMETRIC_CREDENTIALS_REJECTED, type TekmetricClientOptions } from './client';
import type { CreateJobInput, TekmetricJob, TekmetricPage } from './types';

let emulator: TekmetricEmulator;

beforeAll(async () => {
  emulator = await startTekmetricEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.requests.length = 0;
  emulator.jobs.length = 0;
});

const client = (options: Partial<TekmetricClientOptions> = {}) =>
  createTekmetricClient({ ...EMULATOR_CREDENTIALS, baseUrl: emulator.url, retryDelayMs: 5, ...options });
const paths = () => emulator.requests.map((r) => `${r.method} ${r.path}`);

const BRAKE_JOB: CreateJobInput = {
  repairOrderId: 90001,
  name: 'Front brake pads and rotors',
  note: 'Customer reports grinding when braking.',
  labor: [{ name: 'Replace front pads and rotors', rateCents: 16_500, hours: 1.8 }],
  parts: [
    {
      name: 'Brake pad set',
      brand: 'Bosch',
      partNumber: 'BC905',
      quantity: 1,
      costCents: 4150,
      retailCents: 8299,
    },
    {
      name: 'Brake rotor',
      brand: 'ACDelco',
      partNumber: '18A2324',
      quantity: 2,
      costCents: 5675,
      retailCents: 10_999,
    },
  ],
};

/** Counts the jobs on a repair order the way a Tekmetric user of the API would. */
async function jobsOnRepairOrder(repairOrderId: number): Promise<TekmetricJob[]> {
  const basic = Buffer.from(`${EMULATOR_CREDENTIALS.clientId}:${EMULATOR_CREDENTIALS.clientSecret}`).toString(
    'base64',
  );
  const token = await fetch(`${emulator.url}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const page = await fetch(`${emulator.url}/api/v1/jobs?repairOrderId=${repairOrderId}`, {
    headers: { Authorization: `Bearer ${token.access_token}` },
  }).then((r) => r.json() as Promise<TekmetricPage<TekmetricJob>>);
  return page.content;
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Tekmetric client against the emulator', () => {
  it('gets one token with client credentials and reuses it', async () => {
    const tekmetric = client();
    const shop = await tekmetric.getShop(7001);
    const ro = await tekmetric.getRepairOrder(90001);
    await tekmetric.getRepairOrder(90002);

    expect(shop).toMatchObject({ id: 7001, name: 'Bayside Auto Care' });
    expect(ro).toEqual({
      id: 90001,
      repairOrderNumber: 1042,
      shopId: 7001,
      status: { id: 1, code: 'ESTIMATE', name: 'Estimate' },
    });
    expect(paths()).toEqual([
      'POST /api/v1/oauth/token',
      'GET /api/v1/shops/7001',
      'GET /api/v1/repair-orders/90001',
      'GET /api/v1/repair-orders/90002',
    ]);
    const basic = Buffer.from('emulator-client:emulator-client-secret-0001').toString('base64');
    expect(emulator.requests[0]!.authorization).toBe(`Basic ${basic}`);
    expect(emulator.requests[0]!.body).toBe('grant_type=client_credentials');
    const bearer = emulator.requests[1]!.authorization;
    expect(bearer).toMatch(/^Bearer [0-9a-f]{36}$/);
    expect(emulator.requests[3]!.authorization).toBe(bearer);
  });

  it('shares one token request between concurrent calls', async () => {
    const tekmetric = client();
    await Promise.all([tekmetric.getRepairOrder(90001), tekmetric.getRepairOrder(90002)]);
    expect(paths().filter((p) => p.endsWith('/oauth/token'))).toHaveLength(1);
  });

  it('renews a revoked token once and carries on', async () => {
    const tekmetric = client();
    await tekmetric.getRepairOrder(90001);
    emulator.expireTokens();
    await expect(tekmetric.getRepairOrder(90002)).resolves.toMatchObject({ repairOrderNumber: 1043 });
    expect(paths()).toEqual([
      'POST /api/v1/oauth/token',
      'GET /api/v1/repair-orders/90001',
      'GET /api/v1/repair-orders/90002',
      'POST /api/v1/oauth/token',
      'GET /api/v1/repair-orders/90002',
    ]);
    expect(emulator.requests[4]!.authorization).not.toBe(emulator.requests[2]!.authorization);
  });

  it('asks for a new token before an announced expiry', async () => {
    const expiring = await startTekmetricEmulator({ tokenLifetimeSeconds: 3600 });
    try {
      let clock = 1_000_000;
      const tekmetric = createTekmetricClient({
        ...EMULATOR_CREDENTIALS,
        baseUrl: expiring.url,
        now: () => clock,
      });
      await tekmetric.getShop(7001);
      clock += 58 * 60_000;
      await tekmetric.getShop(7001);
      clock += 2 * 60_000;
      await tekmetric.getShop(7001);
      expect(expiring.requests.map((r) => r.path)).toEqual([
        '/api/v1/oauth/token',
        '/api/v1/shops/7001',
        '/api/v1/shops/7001',
        '/api/v1/oauth/token',
        '/api/v1/shops/7001',
      ]);
    } finally {
      await expiring.close();
    }
  });

  it('reports wrong client credentials in words an advisor can act on, without retrying', async () => {
    const error = await failure(client({ clientSecret: 'wrong' }).getRepairOrder(90001));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe(TEKMETRIC_CREDENTIALS_REJECTED);
    expect(error.message).toBe(
      'Tekmetric rejected the credentials. Check the integration in Settings → Integrations.',
    );
    expect(paths()).toEqual(['POST /api/v1/oauth/token']);
  });

  it('says which repair order was not found', async () => {
    const error = await failure(client().getRepairOrder(123));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Repair order 123 was not found in Tekmetric.');
    const shop = await failure(client().getShop(9));
    expect(shop.message).toBe('Shop 9 was not found in Tekmetric.');
  });

  it('creates exactly one job with labor and parts in cents', async () => {
    const created = await client().createJob(BRAKE_JOB);

    const jobs = await jobsOnRepairOrder(90001);
    expect(jobs).toHaveLength(1);
    expect(created).toEqual({ jobId: jobs[0]!.id, repairOrderId: 90001, repairOrderNumber: 1042 });
    expect(jobs[0]).toMatchObject({
      repairOrderId: 90001,
      name: 'Front brake pads and rotors',
      note: 'Customer reports grinding when braking.',
      labor: [{ name: 'Replace front pads and rotors', rate: 16_500, hours: 1.8, complete: false }],
      parts: [
        { name: 'Brake pad set', brand: 'Bosch', partNumber: 'BC905', quantity: 1, cost: 4150, retail: 8299 },
        {
          name: 'Brake rotor',
          brand: 'ACDelco',
          partNumber: '18A2324',
          quantity: 2,
          cost: 5675,
          retail: 10_999,
        },
      ],
      laborTotal: 29_700,
      partsTotal: 8299 + 2 * 10_999,
    });
    expect(jobs[0]!.parts[0]!.partType).toMatchObject({ id: 1, code: 'PART' });
    expect(await jobsOnRepairOrder(90002)).toHaveLength(0);
  });

  it('writes a job again in place with its id, and names a job no longer there', async () => {
    const created = await client().createJob(BRAKE_JOB);
    const updated = await client().updateJob({
      ...BRAKE_JOB,
      jobId: created.jobId,
      labor: [{ name: 'Replace front pads', rateCents: 16_500, hours: 1.2 }],
      parts: [],
    });
    expect(updated).toEqual(created);
    const jobs = await jobsOnRepairOrder(90001);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: created.jobId, labor: [{ name: 'Replace front pads' }], parts: [] });
    expect(
      emulator.requests.findLast((r) => r.method === 'POST' && r.path === '/api/v1/jobs')!.body,
    ).toMatchObject({ id: created.jobId, repairOrderId: 90001 });
    const gone = await failure(client().updateJob({ ...BRAKE_JOB, jobId: 777 }));
    expect(gone).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/^Job 777 is no longer/),
    });
  });

  it('refuses dollar amounts where cents are expected, before calling Tekmetric', async () => {
    const error = await failure(
      client().createJob({ ...BRAKE_JOB, labor: [{ name: 'Diagnosis', rateCents: 165.5, hours: 1 }] }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(emulator.jobs).toHaveLength(0);
  });

  it('does not add a job to a repair order that does not exist', async () => {
    const error = await failure(client().createJob({ ...BRAKE_JOB, repairOrderId: 99999 }));
    expect(error.message).toBe('Repair order 99999 was not found in Tekmetric.');
    expect(paths()).not.toContain('POST /api/v1/jobs');
  });

  it('retries a read on 503 and returns it when a retry succeeds', async () => {
    const tekmetric = client();
    await tekmetric.getShop(7001);
    emulator.requests.length = 0;
    emulator.failNext(503, 2);
    await expect(tekmetric.getRepairOrder(90001)).resolves.toMatchObject({ repairOrderNumber: 1042 });
    expect(paths()).toEqual(Array(3).fill('GET /api/v1/repair-orders/90001'));
  });

  it('gives up on a read after two retries with a clear message', async () => {
    const tekmetric = client();
    await tekmetric.getShop(7001);
    emulator.failNext(503, 3);
    const error = await failure(tekmetric.getRepairOrder(90001));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Tekmetric is not answering (HTTP 503). Try again in a moment.');
  });

  it('reports a lasting rate limit as TOO_MANY_REQUESTS', async () => {
    const tekmetric = client();
    await tekmetric.getShop(7001);
    emulator.failNext(429, 3);
    const error = await failure(tekmetric.getShop(7001));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('never retries the job POST: a 503 gives a clear error and no job', async () => {
    emulator.failNext(503, 1, 'POST /api/v1/jobs');
    const error = await failure(client().createJob(BRAKE_JOB));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toMatch(/^Tekmetric is not answering \(HTTP 503\)\. Try again in a moment\./);
    expect(error.message).toContain('check the repair order in Tekmetric');
    expect(paths().filter((p) => p === 'POST /api/v1/jobs')).toHaveLength(1);
    expect(await jobsOnRepairOrder(90001)).toHaveLength(0);
  });

  it('gives up on a slow answer after the timeout, naming it', async () => {
    const tekmetric = client({ timeoutMs: 100 });
    await tekmetric.getShop(7001);
    emulator.delayNext(1000);
    const error = await failure(tekmetric.getRepairOrder(90001));
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Tekmetric did not answer within 0.1 s.');
  });

  it('reports a closed port as unavailable', async () => {
    const closed = await startTekmetricEmulator();
    await closed.close();
    const error = await failure(
      createTekmetricClient({ ...EMULATOR_CREDENTIALS, baseUrl: closed.url }).getShop(7001),
    );
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Tekmetric is not answering. Try again in a moment.');
  });
});
