import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccessTokens, publicApiCredentials } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { hashAccessToken } from './auth';
import { createApiClient, expectDocumented, fetchToken } from './test-support';

let t: TestApp;
let doc: Parameters<typeof expectDocumented>[0];
beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.request('/api/v1/openapi.json')).json();
});
afterAll(() => t.close());

const tokenPath = '/api/v1/oauth/token';

describe('POST /api/v1/oauth/token', () => {
  it('issues a 15-minute bearer token for a form, JSON or HTTP Basic request, storing only its hash', async () => {
    const client = await createApiClient(t, { shopIds: [] });
    const form = await t.request(tokenPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${client.clientId}&client_secret=${client.clientSecret}`,
    });
    const json = await t.request(tokenPath, {
      method: 'POST',
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
    });
    const basic = await t.request(tokenPath, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const tokens: string[] = [];
    for (const res of [form, json, basic]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await expectDocumented(doc, '/oauth/token', 'post', res)) as { access_token: string };
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
      expect(Buffer.from(body.access_token, 'base64url')).toHaveLength(32);
      tokens.push(body.access_token);
    }
    const rows = await t.db
      .select()
      .from(apiAccessTokens)
      .where(eq(apiAccessTokens.credential_id, client.credential.id));
    expect(rows.map((r) => r.token_hash).sort()).toEqual(tokens.map(hashAccessToken).sort());
    const lifetime = rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime();
    expect(Math.abs(lifetime - 900_000)).toBeLessThan(5_000);
  });

  it('answers a wrong secret, an unknown client or no credentials with 401 invalid_client', async () => {
    const client = await createApiClient(t, { shopIds: [] });
    for (const body of [
      { client_id: client.clientId, client_secret: 'rqs_wrong' },
      { client_id: 'rqc_unknown', client_secret: client.clientSecret },
      {},
    ]) {
      const res = await t.request(tokenPath, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = await expectDocumented(doc, '/oauth/token', 'post', res);
      expect(problem).toMatchObject({
        error: 'invalid_client',
        status: 401,
        title: 'Unauthorized',
        detail: 'Invalid client credentials',
        instance: tokenPath,
      });
    }
  });

  it('refuses another grant type with 400 unsupported_grant_type', async () => {
    const client = await createApiClient(t, { shopIds: [] });
    const res = await t.request(tokenPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=password&client_id=${client.clientId}&client_secret=${client.clientSecret}`,
    });
    expect(res.status).toBe(400);
    expect(await expectDocumented(doc, '/oauth/token', 'post', res)).toMatchObject({
      error: 'unsupported_grant_type',
    });
  });
});

describe('bearer tokens', () => {
  const shops = (token?: string) =>
    t.request('/api/v1/shops', token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('answers a missing or wrong token with 401 problem+json', async () => {
    for (const res of [await shops(), await shops('not-a-token')]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      await expectDocumented(doc, '/shops', 'get', res);
    }
  });

  it('answers an expired token with 401', async () => {
    const client = await createApiClient(t, { shopIds: [] });
    const token = await fetchToken(t, client.clientId, client.clientSecret);
    expect((await shops(token)).status).toBe(200);
    await t.db
      .update(apiAccessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiAccessTokens.token_hash, hashAccessToken(token)));
    const res = await shops(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ detail: 'The access token is invalid or has expired' });
  });

  it('revokes the tokens of a deleted credential', async () => {
    const client = await createApiClient(t, { shopIds: [] });
    const token = await fetchToken(t, client.clientId, client.clientSecret);
    expect((await shops(token)).status).toBe(200);
    await t.db.delete(publicApiCredentials).where(eq(publicApiCredentials.id, client.credential.id));
    expect((await shops(token)).status).toBe(401);
    const again = await t.request(tokenPath, {
      method: 'POST',
      body: JSON.stringify({ client_id: client.clientId, client_secret: client.clientSecret }),
    });
    expect(again.status).toBe(401);
  });
});
