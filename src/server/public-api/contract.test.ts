import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiIdempotencyKeys } from '../db/schema';
import { MAX_BODY_BYTES } from '../http/request-gates';
import { createTestApp, type TestApp } from '../test/harness';
import { F150, seedQuoting } from '../test/quote-fixture';
import {
  createApiClient,
  type Document,
  expectDocumented,
  fetchToken,
  nextClientAddress,
} from './test-support';

// The contract: every operation of the served OpenAPI document driven with real requests, its
// successes and its errors, each answer's status, content type, required headers and body
// checked against the document (JSON Schema 2020-12). The table at the end is what this file
// must have seen, so an operation or a status cannot silently drop out of the contract.

let t: TestApp;
let doc: Document;
let token: string;
let limitedToken: string;
let shopId: string;
let otherShopId: string;
let quoteId: string;
const seen = new Map<string, Set<number>>();

beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 600 });
  const s = await seedQuoting(t);
  shopId = s.shop.id;
  otherShopId = (await t.createShop({ name: 'Elsewhere' })).id;
  doc = (await (await t.request('/api/v1/openapi.json')).json()) as Document;
  const client = await createApiClient(t, { shopIds: [shopId], createdBy: s.user.id });
  token = await fetchToken(t, client.clientId, client.clientSecret);
  const limited = await createApiClient(t, { shopIds: [shopId], rateLimitPerMinute: 1 });
  limitedToken = await fetchToken(t, limited.clientId, limited.clientSecret);
}, 90_000);
afterAll(() => t.close());

type Call = {
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  token?: string | null;
  query?: string;
  id?: string;
  vin?: string;
};

/** A real request to one operation of the document; its answer checked against the document. */
async function call(path: string, method: 'get' | 'post', init: Call = {}) {
  const headers = new Headers(init.headers);
  const bearer = init.token === undefined ? token : init.token;
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const url = `/api/v1${path.replace('{id}', init.id ?? quoteId).replace('{vin}', init.vin ?? F150.vin)}${init.query ?? ''}`;
  const res = await t.request(url, { method: method.toUpperCase(), headers, body }, nextClientAddress());
  const answer = await expectDocumented(doc, path, method, res);
  const key = `${method.toUpperCase()} ${path}`;
  seen.set(key, (seen.get(key) ?? new Set()).add(res.status));
  return { res, answer: answer as Record<string, unknown> };
}

const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  token: null,
});

describe('the document', () => {
  it('gives every operation an operationId, security, summary and its error answers', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.map((o) => o.operation.operationId).sort()).toEqual(
      [
        'createQuote',
        'decodeVehicle',
        'getDeferredWork',
        'getQuote',
        'issueToken',
        'listQuotes',
        'listShops',
        'shareQuote',
      ].sort(),
    );
    for (const { operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses).toEqual(expect.arrayContaining(['401', '429', '500', '504']));
      expect((operation as { security?: unknown[] }).security?.length).toBeGreaterThan(0);
      for (const status of statuses.filter((s) => Number(s) >= 400))
        expect(Object.keys(operation.responses[status]!.content ?? {})).toEqual(['application/problem+json']);
    }
    for (const [, operation] of operations
      .filter((o) => o.method === 'post' && o.path !== '/oauth/token')
      .map((o) => [o.path, o.operation] as const))
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['400', '409', '413', '415', '422']),
      );
    const schemes = (doc as unknown as { components: { securitySchemes: Record<string, unknown> } })
      .components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['bearer', 'clientBasic', 'oauth2']);
  });
});

describe('every operation, as the document says', () => {
  it('POST /oauth/token', async () => {
    const client = await createApiClient(t, { shopIds: [] });
    const ok = await call(
      '/oauth/token',
      'post',
      form({
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
    );
    expect(ok.res.status).toBe(200);
    expect(ok.res.headers.get('cache-control')).toBe('no-store');
    const basic = await call('/oauth/token', 'post', {
      ...form({ grant_type: 'client_credentials' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
    });
    expect(basic.res.status).toBe(200);
    expect(
      (await call('/oauth/token', 'post', form({ client_id: client.clientId, client_secret: 'rqs_no' })))
        .answer,
    ).toMatchObject({ error: 'invalid_client' });
    expect((await call('/oauth/token', 'post', form({ grant_type: 'password' }))).answer).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect(
      (
        await call('/oauth/token', 'post', {
          raw: '{',
          headers: { 'content-type': 'application/json' },
          token: null,
        })
      ).res.status,
    ).toBe(400);
    expect(
      (
        await call('/oauth/token', 'post', {
          raw: 'x',
          headers: { 'content-type': 'text/plain' },
          token: null,
        })
      ).res.status,
    ).toBe(415);
    const large = await call('/oauth/token', 'post', {
      raw: 'x'.repeat(MAX_BODY_BYTES + 1),
      headers: { 'content-type': 'text/plain' },
      token: null,
    });
    expect(large.res.status).toBe(413);
    for (let i = 0; i < 11; i += 1)
      await call('/oauth/token', 'post', form({ client_id: 'rqc_contract', client_secret: 'rqs_no' }));
    expect(seen.get('POST /oauth/token')).toContain(429);
  });

  it('GET /shops', async () => {
    expect((await call('/shops', 'get')).answer).toMatchObject({
      data: [expect.objectContaining({ id: shopId })],
    });
    expect((await call('/shops', 'get', { token: null })).res.status).toBe(401);
    expect((await call('/shops', 'get', { token: 'not-a-token' })).res.status).toBe(401);
    expect((await call('/shops', 'get', { token: limitedToken })).res.status).toBe(200);
    const limited = await call('/shops', 'get', { token: limitedToken });
    expect(limited.res.status).toBe(429);
  });

  it('GET /vehicles/{vin}/deferred-work', async () => {
    expect((await call('/vehicles/{vin}/deferred-work', 'get')).answer).toMatchObject({ data: [] });
    const bad = await call('/vehicles/{vin}/deferred-work', 'get', { vin: 'ABC' });
    expect(bad.answer).toMatchObject({ status: 400, errors: [{ in: 'path', path: 'vin' }] });
    expect((await call('/vehicles/{vin}/deferred-work', 'get', { token: null })).res.status).toBe(401);
  });

  it('POST /vehicles/decode', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      (await call('/vehicles/decode', 'post', { body: { vin: F150.vin }, headers: json })).answer,
    ).toMatchObject({ vin: F150.vin, make: 'Ford' });
    const bad = await call('/vehicles/decode', 'post', { body: { vin: 'ABC' }, headers: json });
    expect(bad.answer).toMatchObject({ status: 400, errors: [{ in: 'body', path: 'vin' }] });
    expect((await call('/vehicles/decode', 'post', { raw: '{', headers: json })).res.status).toBe(400);
    expect(
      (await call('/vehicles/decode', 'post', { raw: 'vin=x', headers: { 'content-type': 'text/plain' } }))
        .res.status,
    ).toBe(415);
    expect(
      (
        await call('/vehicles/decode', 'post', {
          raw: JSON.stringify({ vin: 'x'.repeat(MAX_BODY_BYTES) }),
          headers: json,
        })
      ).res.status,
    ).toBe(413);
    expect(
      (await call('/vehicles/decode', 'post', { body: { vin: F150.vin }, headers: json, token: null })).res
        .status,
    ).toBe(401);
    // Idempotency: a replay, another request with the key (422), the first still running (409).
    const keyed = { ...json, 'idempotency-key': 'contract-decode' };
    await call('/vehicles/decode', 'post', { body: { vin: F150.vin }, headers: keyed });
    const replay = await call('/vehicles/decode', 'post', { body: { vin: F150.vin }, headers: keyed });
    expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
    expect(
      (await call('/vehicles/decode', 'post', { body: { vin: '1HGCM82633A004352' }, headers: keyed })).res
        .status,
    ).toBe(422);
    const [credential] = await t.db.select({ id: apiIdempotencyKeys.credential_id }).from(apiIdempotencyKeys);
    const pendingBody = JSON.stringify({ vin: F150.vin });
    await t.db.insert(apiIdempotencyKeys).values({
      credential_id: credential!.id,
      key: 'contract-pending',
      request_fingerprint: `POST /api/v1/vehicles/decode ${createHash('sha256').update(pendingBody).digest('hex')}`,
    });
    expect(
      (
        await call('/vehicles/decode', 'post', {
          raw: pendingBody,
          headers: { ...json, 'idempotency-key': 'contract-pending' },
        })
      ).res.status,
    ).toBe(409);
  });

  it('POST /quotes', async () => {
    const json = { 'content-type': 'application/json' };
    const created = await call('/quotes', 'post', {
      body: { shopId, vin: F150.vin, concern: 'grinding noise front when braking' },
      headers: json,
    });
    expect(created.res.status).toBe(201);
    quoteId = String(created.answer.id);
    expect(
      (
        await call('/quotes', 'post', {
          body: { shopId: otherShopId, vin: F150.vin, concern: 'brakes' },
          headers: json,
        })
      ).res.status,
    ).toBe(404);
    expect(
      (await call('/quotes', 'post', { body: { shopId, vin: F150.vin, concern: 'a\u0000b' }, headers: json }))
        .answer,
    ).toMatchObject({ errors: [{ in: 'body', path: 'concern' }] });
    expect((await call('/quotes', 'post', { raw: '', headers: json })).res.status).toBe(400);
    expect(
      (await call('/quotes', 'post', { raw: '{}', headers: { 'content-type': 'text/plain' } })).res.status,
    ).toBe(415);
    expect(
      (await call('/quotes', 'post', { body: { shopId }, headers: { ...json, 'idempotency-key': '' } }))
        .answer,
    ).toMatchObject({ errors: [{ in: 'header', path: 'Idempotency-Key' }] });
  });

  it('GET /quotes and GET /quotes/{id}', async () => {
    const page = await call('/quotes', 'get', { query: `?shopId=${shopId}&limit=1` });
    expect(page.answer).toMatchObject({ data: [expect.objectContaining({ id: quoteId })] });
    const cursor = Buffer.from(JSON.stringify({ at: '2024-13-01 10:00:00+00', id: quoteId })).toString(
      'base64url',
    );
    expect((await call('/quotes', 'get', { query: `?cursor=${cursor}` })).answer).toMatchObject({
      errors: [{ in: 'query', path: 'cursor' }],
    });
    expect((await call('/quotes', 'get', { query: `?shopId=${otherShopId}` })).res.status).toBe(404);
    expect((await call('/quotes', 'get', { token: null })).res.status).toBe(401);
    expect((await call('/quotes/{id}', 'get')).answer).toMatchObject({ id: quoteId, shopId });
    expect((await call('/quotes/{id}', 'get', { id: 'not-a-uuid' })).res.status).toBe(404);
    expect((await call('/quotes/{id}', 'get', { token: null })).res.status).toBe(401);
  });

  it('POST /quotes/{id}/share', async () => {
    const json = { 'content-type': 'application/json' };
    const shared = await call('/quotes/{id}/share', 'post', {
      body: { customerName: 'Dana Driver', email: 'dana@example.test' },
      headers: json,
    });
    expect(shared.res.status).toBe(200);
    expect(
      (await call('/quotes/{id}/share', 'post', { body: { customerName: 'Dana' }, headers: json })).answer,
    ).toMatchObject({ errors: [{ in: 'body', path: 'email' }] });
    expect(
      (
        await call('/quotes/{id}/share', 'post', {
          body: { customerName: 'Dana\u202e', email: 'dana@example.test' },
          headers: json,
        })
      ).answer,
    ).toMatchObject({ errors: [{ in: 'body', path: 'customerName' }] });
    expect(
      (
        await call('/quotes/{id}/share', 'post', {
          id: otherShopId,
          body: { customerName: 'Dana', email: 'dana@example.test' },
          headers: json,
        })
      ).res.status,
    ).toBe(404);
    expect(
      (
        await call('/quotes/{id}/share', 'post', {
          raw: 'x',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        })
      ).res.status,
    ).toBe(415);
  });

  it('saw each operation’s successes and errors', () => {
    const expected: Record<string, number[]> = {
      'POST /oauth/token': [200, 400, 401, 413, 415, 429],
      'GET /shops': [200, 401, 429],
      'GET /vehicles/{vin}/deferred-work': [200, 400, 401],
      'POST /vehicles/decode': [200, 400, 401, 409, 413, 415, 422],
      'POST /quotes': [201, 400, 404, 415],
      'GET /quotes': [200, 400, 401, 404],
      'GET /quotes/{id}': [200, 401, 404],
      'POST /quotes/{id}/share': [200, 400, 404, 415],
    };
    expect(Object.fromEntries([...seen].map(([key, statuses]) => [key, [...statuses].sort()]))).toEqual(
      expected,
    );
  });
});
