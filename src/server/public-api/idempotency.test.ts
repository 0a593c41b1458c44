import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiIdempotencyKeys } from '../db/schema';
import { CLAIM_LEASE_MS } from '../modules/job-export/claim';
import { createTestApp, type TestApp } from '../test/harness';
import { F150 } from '../test/quote-fixture';
import { createApiClient, expectDocumented, fetchToken } from './test-support';

let t: TestApp;
let doc: Parameters<typeof expectDocumented>[0];
let token: string;
let credentialId: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.request('/api/v1/openapi.json')).json();
  const client = await createApiClient(t, { shopIds: [] });
  credentialId = client.credential.id;
  token = await fetchToken(t, client.clientId, client.clientSecret);
});
afterAll(() => t.close());

const body = JSON.stringify({ vin: F150.vin });
const fingerprint = `POST /api/v1/vehicles/decode ${createHash('sha256').update(body).digest('hex')}`;

const decode = (key: string) =>
  t.request('/api/v1/vehicles/decode', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    body,
  });

const keyRow = async (key: string) => {
  const [row] = await t.db
    .select()
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.credential_id, credentialId), eq(apiIdempotencyKeys.key, key)));
  return row;
};

describe('an Idempotency-Key whose first request never answered', () => {
  it('is taken over by the same request once the lease has run out, and answers 409 before', async () => {
    const pastLease = new Date(Date.now() - CLAIM_LEASE_MS - 5_000);
    // As requests that claimed their keys and died (or are still running) before answering.
    await t.db.insert(apiIdempotencyKeys).values([
      { credential_id: credentialId, key: 'fresh', request_fingerprint: fingerprint },
      { credential_id: credentialId, key: 'stale', request_fingerprint: fingerprint, created_at: pastLease },
      {
        credential_id: credentialId,
        key: 'stale-other',
        request_fingerprint: 'POST /api/v1/vehicles/decode another body',
        created_at: pastLease,
      },
    ]);

    const fresh = await decode('fresh');
    expect(fresh.status).toBe(409);
    expect(await expectDocumented(doc, '/vehicles/decode', 'post', fresh)).toMatchObject({
      detail: 'A request with this Idempotency-Key is still being processed',
    });
    expect((await keyRow('fresh'))!.status_code).toBeNull();

    const stale = await decode('stale');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('idempotent-replayed')).toBeNull();
    const decoded = await expectDocumented(doc, '/vehicles/decode', 'post', stale);
    expect(decoded).toMatchObject({ vin: F150.vin, make: 'Ford' });
    const taken = await keyRow('stale');
    expect(taken).toMatchObject({ status_code: 200, response_body: decoded });
    expect(taken!.created_at.getTime()).toBeGreaterThan(pastLease.getTime() + CLAIM_LEASE_MS);
    const retry = await decode('stale');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');

    // Another request never takes a key over: it is still told the key was used for another one.
    const other = await decode('stale-other');
    expect(other.status).toBe(422);
    await expectDocumented(doc, '/vehicles/decode', 'post', other);
    expect((await keyRow('stale-other'))!.status_code).toBeNull();
  });
});
