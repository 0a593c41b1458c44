import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiIdempotencyKeys, quoteShares, quotes } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { F150, seedQuoting } from '../test/quote-fixture';
import type { ApiQuote } from './schemas';
import { createApiClient, expectDocumented, fetchToken } from './test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
let doc: Parameters<typeof expectDocumented>[0];
let token: string;
let otherToken: string;
let otherShopId: string;

beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 600 });
  s = await seedQuoting(t);
  doc = await (await t.request('/api/v1/openapi.json')).json();
  const client = await createApiClient(t, { shopIds: [s.shop.id], createdBy: s.user.id });
  token = await fetchToken(t, client.clientId, client.clientSecret);
  const otherShop = await t.createShop({ name: 'Elsewhere Motors' });
  otherShopId = otherShop.id;
  const other = await createApiClient(t, { shopIds: [otherShop.id], createdBy: s.user.id });
  otherToken = await fetchToken(t, other.clientId, other.clientSecret);
});
afterAll(() => t.close());

function api(path: string, init: { method?: string; body?: unknown; token?: string; key?: string } = {}) {
  const headers = new Headers({ authorization: `Bearer ${init.token ?? token}` });
  if (init.key) headers.set('idempotency-key', init.key);
  return t.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

const concern = 'grinding noise front when braking';
const createBody = () => ({ shopId: s.shop.id, vin: F150.vin, concern });

async function createQuote(key?: string) {
  const res = await api('/quotes', { method: 'POST', body: createBody(), key });
  expect(res.status).toBe(201);
  return (await expectDocumented(doc, '/quotes', 'post', res)) as ApiQuote;
}

describe('the OpenAPI document and docs', () => {
  it('is OpenAPI 3.1 with every endpoint and both security schemes', async () => {
    const document = doc as unknown as {
      openapi: string;
      info: { title: string };
      components: { securitySchemes: Record<string, { type: string; flows?: unknown }> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Repair Quotes API');
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: { clientCredentials: { tokenUrl: '/api/v1/oauth/token' } },
    });
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'POST /oauth/token',
        'GET /shops',
        'POST /vehicles/decode',
        'GET /vehicles/{vin}/deferred-work',
        'POST /quotes',
        'GET /quotes',
        'GET /quotes/{id}',
        'POST /quotes/{id}/share',
      ].sort(),
    );
  });

  it('serves interactive docs at /api/docs pointing at the document', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('/api/v1/openapi.json');
    // Its script comes from this server, not a CDN (the page works offline).
    expect(page).toContain('/api/docs/scalar.js');
    expect(page).not.toContain('cdn.jsdelivr.net');
    const script = await t.request('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    const bundle = await script.text();
    expect(bundle.length).toBeGreaterThan(100_000);
    // Nothing the page's CSP would refuse: no eval probe, no font host; its fonts are served here.
    expect(bundle).not.toContain('Function(``)');
    expect(page).not.toContain('fonts.scalar.com');
    expect(page).toMatch(/"withDefaultFonts":\s*false/);
    const fonts = [...page.matchAll(/url\((\/api\/docs\/fonts\/[a-z0-9-]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(5);
    const font = await t.request(fonts[0]!);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    for (const missing of [
      '/api/docs/fonts/nope.woff2',
      '/api/docs/fonts/..%2Fpackage.json',
      '/api/docs/fonts/index.css',
    ])
      expect((await t.request(missing)).status).toBe(404);
  });
});

describe('GET /api/v1/shops', () => {
  it("lists only the organization's shops", async () => {
    const res = await api('/shops');
    const body = (await expectDocumented(doc, '/shops', 'get', res)) as {
      data: Array<{ id: string; name: string }>;
    };
    expect(body.data).toEqual([
      expect.objectContaining({ id: s.shop.id, name: 'Bayside Test', standardLaborRate: 165 }),
    ]);
  });
});

describe('POST /api/v1/vehicles/decode', () => {
  it('decodes a VIN', async () => {
    const res = await api('/vehicles/decode', { method: 'POST', body: { vin: F150.vin.toLowerCase() } });
    expect(res.status).toBe(200);
    expect(await expectDocumented(doc, '/vehicles/decode', 'post', res)).toMatchObject({
      vin: F150.vin,
      year: 2013,
      make: 'Ford',
      model: 'F-150',
    });
  });

  it("refuses a bad VIN with the app's message as problem+json", async () => {
    const res = await api('/vehicles/decode', { method: 'POST', body: { vin: 'ABC' } });
    expect(res.status).toBe(400);
    const problem = (await expectDocumented(doc, '/vehicles/decode', 'post', res)) as { detail: string };
    expect(problem.detail).toMatch(/VIN/);
    expect(JSON.stringify(problem)).not.toMatch(/at .*\.ts|select |insert /i);
  });
});

describe('POST /api/v1/quotes', () => {
  it('creates a quote with priced lines, provenance, totals and the public page URL', async () => {
    const quote = await createQuote();
    expect(quote).toMatchObject({
      shopId: s.shop.id,
      concern,
      vehicle: { vin: F150.vin, year: 2013, make: 'Ford', model: 'F-150' },
      publicUrl: `http://localhost:3000/quote/${quote.id}`,
    });
    expect(quote.title).toMatch(/Front Brake Pads/);
    const labor = quote.laborItems.filter((l) => !l.isSuggested);
    expect(labor.length).toBeGreaterThan(0);
    expect(labor.every((l) => l.rate === 165 && l.provenance)).toBe(true);
    expect(labor[0]!.provenance).toMatch(/Labor guide/);
    const parts = quote.partItems.filter((p) => !p.isSuggested);
    expect(parts.some((p) => /Pad Set/.test(p.name) && p.price > 30)).toBe(true);
    const sum = (lines: Array<{ total: number; isSuggested: boolean }>) =>
      Math.round(lines.filter((l) => !l.isSuggested).reduce((a, l) => a + l.total * 100, 0)) / 100;
    expect(quote.totals.labor).toBe(sum(quote.laborItems));
    expect(quote.totals.parts).toBe(sum(quote.partItems));
    expect(quote.totals.total).toBe(Math.round((quote.totals.labor + quote.totals.parts) * 100) / 100);
    // Attributed to the credential's creator (decision 017).
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.created_by).toBe(s.user.id);
  });

  it('lists each invalid field as problem+json', async () => {
    const res = await api('/quotes', { method: 'POST', body: { shopId: 'nope', concern: '' } });
    expect(res.status).toBe(400);
    const problem = (await expectDocumented(doc, '/quotes', 'post', res)) as {
      errors: Array<{ in: string; path: string; message: string }>;
    };
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { in: 'body', path: 'shopId', message: 'Invalid shop id' },
        { in: 'body', path: 'vin', message: 'VIN is required' },
        { in: 'body', path: 'concern', message: 'Describe the concern' },
      ]),
    );
  });

  it("answers another organization's shop with 404", async () => {
    const res = await api('/quotes', { method: 'POST', body: { ...createBody(), shopId: otherShopId } });
    expect(res.status).toBe(404);
    expect(await expectDocumented(doc, '/quotes', 'post', res)).toMatchObject({ detail: 'Shop not found' });
  });

  it('replays a retry with the same Idempotency-Key and creates one quote', async () => {
    const before = (await t.db.select({ id: quotes.id }).from(quotes)).length;
    const first = await api('/quotes', { method: 'POST', body: createBody(), key: 'create-1' });
    const retry = await api('/quotes', { method: 'POST', body: createBody(), key: 'create-1' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await expectDocumented(doc, '/quotes', 'post', retry)).toEqual(await first.json());
    expect((await t.db.select({ id: quotes.id }).from(quotes)).length).toBe(before + 1);

    const changed = await api('/quotes', {
      method: 'POST',
      body: { ...createBody(), concern: 'oil change' },
      key: 'create-1',
    });
    expect(changed.status).toBe(422);
    await expectDocumented(doc, '/quotes', 'post', changed);
    expect((await t.db.select({ id: quotes.id }).from(quotes)).length).toBe(before + 1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const client = await createApiClient(t, { shopIds: [s.shop.id], createdBy: s.user.id });
    const own = await fetchToken(t, client.clientId, client.clientSecret);
    await t.db.insert(apiIdempotencyKeys).values({
      credential_id: client.credential.id,
      key: 'running',
      request_fingerprint: 'whatever',
    });
    // A different fingerprint is 422; the same one while unanswered is 409.
    const body = JSON.stringify(createBody());
    const { createHash } = await import('node:crypto');
    await t.db
      .update(apiIdempotencyKeys)
      .set({ request_fingerprint: `POST /api/v1/quotes ${createHash('sha256').update(body).digest('hex')}` })
      .where(eq(apiIdempotencyKeys.key, 'running'));
    const res = await api('/quotes', { method: 'POST', body: createBody(), key: 'running', token: own });
    expect(res.status).toBe(409);
    await expectDocumented(doc, '/quotes', 'post', res);
  });
});

describe('GET /api/v1/quotes/{id}', () => {
  it("returns the organization's quote and 404 for another organization", async () => {
    const created = await createQuote();
    const res = await api(`/quotes/${created.id}`);
    expect(res.status).toBe(200);
    expect(await expectDocumented(doc, '/quotes/{id}', 'get', res)).toEqual(created);
    for (const other of [
      await api(`/quotes/${created.id}`, { token: otherToken }),
      await api('/quotes/not-a-uuid'),
    ]) {
      expect(other.status).toBe(404);
      expect(await expectDocumented(doc, '/quotes/{id}', 'get', other)).toMatchObject({
        detail: 'Quote not found',
      });
    }
  });
});

describe('GET /api/v1/quotes', () => {
  it('pages through the quotes newest first with an opaque cursor', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?shopId=${s.shop.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await api(`/quotes${query}`);
      expect(res.status).toBe(200);
      const page = (await expectDocumented(doc, '/quotes', 'get', res)) as {
        data: ApiQuote[];
        nextCursor: string | null;
      };
      expect(page.data.length).toBeLessThanOrEqual(2);
      all.push(...page.data.map((q) => q.id));
      cursor = page.nextCursor;
    } while (cursor);
    const rows = await t.db.select().from(quotes).where(eq(quotes.shop_id, s.shop.id));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all).size).toBe(rows.length);
    const order = rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map((r) => r.id);
    expect(all).toEqual(order);
  });

  it('shows another organization none of them, and 404 for a shop that is not its own', async () => {
    const res = await api('/quotes', { token: otherToken });
    expect(await expectDocumented(doc, '/quotes', 'get', res)).toEqual({ data: [], nextCursor: null });
    const shop = await api(`/quotes?shopId=${s.shop.id}`, { token: otherToken });
    expect(shop.status).toBe(404);
    await expectDocumented(doc, '/quotes', 'get', shop);
  });

  it('refuses a bad limit or cursor', async () => {
    for (const query of ['?limit=0', '?limit=101', '?cursor=garbage']) {
      const res = await api(`/quotes${query}`);
      expect(res.status).toBe(400);
      await expectDocumented(doc, '/quotes', 'get', res);
    }
  });
});

describe('POST /api/v1/quotes/{id}/share', () => {
  it('sends the public link as the app does, once per Idempotency-Key', async () => {
    const created = await createQuote();
    const body = { customerName: 'Dana Driver', email: 'dana@example.test', message: 'Your quote' };
    const res = await api(`/quotes/${created.id}/share`, { method: 'POST', body, key: 'share-1' });
    expect(res.status).toBe(200);
    const result = (await expectDocumented(doc, '/quotes/{id}/share', 'post', res)) as { link: string };
    expect(result).toMatchObject({
      revision: { number: 1, created: true },
      summary: { notificationsSent: { email: true, sms: false } },
      failures: [],
    });
    expect(result.link).toMatch(new RegExp(`^http://localhost:3000/quote/${created.id}\\?t=`));
    const retry = await api(`/quotes/${created.id}/share`, { method: 'POST', body, key: 'share-1' });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(result);
    expect(await t.db.select().from(quoteShares).where(eq(quoteShares.quote_id, created.id))).toHaveLength(1);

    // The quote then carries its estimate (number, customer from the sending, what is due) and,
    // once the customer approves on the page, the authorization.
    const token = new URL(result.link).searchParams.get('t')!;
    const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: created.id, t: token });
    await t.caller(null).customerApproval.respondToJob({
      quoteId: created.id,
      t: token,
      jobKey: view.jobs[0]!.key,
      decision: 'APPROVED',
      authorization: { name: 'Dana Q. Driver', consent: true },
    });
    const read = await api(`/quotes/${created.id}`);
    const quote = (await expectDocumented(doc, '/quotes/{id}', 'get', read)) as ApiQuote;
    expect(quote.estimate).toMatchObject({
      number: expect.any(Number),
      customer: { name: 'Dana Driver', email: 'dana@example.test', phone: null },
      subtotal: quote.totals.total,
      totalDue: view.estimate.totalDueCents / 100,
    });
    expect(quote.estimate.lines.at(-1)).toMatchObject({ kind: 'total', label: 'Total due' });
    expect(quote.authorizations).toEqual([
      expect.objectContaining({
        method: 'ONLINE',
        name: 'Dana Q. Driver',
        revision: 1,
        jobs: [{ key: view.jobs[0]!.key, name: view.jobs[0]!.name }],
      }),
    ]);
    expect(quote.pdfUrl).toBe(`http://localhost:3000/estimates/${created.id}.pdf`);
  });

  it("gives the app's messages and 404 for another organization's quote", async () => {
    const created = await createQuote();
    const noContact = await api(`/quotes/${created.id}/share`, {
      method: 'POST',
      body: { customerName: 'Dana' },
    });
    expect(noContact.status).toBe(400);
    expect(await expectDocumented(doc, '/quotes/{id}/share', 'post', noContact)).toMatchObject({
      detail: 'At least one contact method (email or phone) is required',
    });
    const other = await api(`/quotes/${created.id}/share`, {
      method: 'POST',
      body: { customerName: 'Dana', email: 'dana@example.test' },
      token: otherToken,
    });
    expect(other.status).toBe(404);
    await expectDocumented(doc, '/quotes/{id}/share', 'post', other);
  });
});

describe('attribution to the credential creator', () => {
  it("shares for an organization member who is not in the quote's shop; refuses a credential without a creator", async () => {
    const created = await createQuote();
    const outsider = await t.createUser({ name: 'Org Only' });
    const client = await createApiClient(t, { shopIds: [s.shop.id], createdBy: outsider.id });
    const own = await fetchToken(t, client.clientId, client.clientSecret);
    const share = await api(`/quotes/${created.id}/share`, {
      method: 'POST',
      body: { customerName: 'Dana', email: 'dana@example.test' },
      token: own,
    });
    // The organization's access to the shop is what counts in the API, as for creating quotes.
    expect(share.status).toBe(200);
    await expectDocumented(doc, '/quotes/{id}/share', 'post', share);
    // Its creator's account is gone: no token, and the answer says an organization member must re-issue it.
    const orphan = await createApiClient(t, { shopIds: [s.shop.id], createdBy: null });
    const refused = await t.request('/api/v1/oauth/token', {
      method: 'POST',
      body: JSON.stringify({ client_id: orphan.clientId, client_secret: orphan.clientSecret }),
    });
    expect(refused.status).toBe(401);
    expect(await expectDocumented(doc, '/oauth/token', 'post', refused)).toMatchObject({
      error: 'invalid_client',
      detail: expect.stringMatching(/no longer in the organization.*must re-issue it/),
    });
  });
});

describe('unknown routes and rate limits', () => {
  it('answers an unknown route under /api/v1 with a 404 problem', async () => {
    const res = await api('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('answers 429 with Retry-After after the per-credential limit', async () => {
    const client = await createApiClient(t, { shopIds: [s.shop.id], rateLimitPerMinute: 3 });
    const own = await fetchToken(t, client.clientId, client.clientSecret);
    // The limit counts per minute window: start well inside one.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 5_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await api('/shops', { token: own });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const retryAfter = Number(last!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last!.headers.get('ratelimit-limit')).toBe('3');
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    await expectDocumented(doc, '/shops', 'get', last!);
    // Another credential is not affected.
    expect((await api('/shops')).status).toBe(200);
  });
});
