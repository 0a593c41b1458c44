import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import type { TestApp } from '../test/harness';
import { TOKEN_REQUESTS_PER_MINUTE_PER_ADDRESS, TOKEN_REQUESTS_PER_MINUTE_PER_CLIENT } from './rate-limit';
import {
  createApiClient,
  type Document,
  expectDocumented,
  nextClientAddress,
  setUpDocumentedApp,
} from './test-support';

// The token endpoint answers before there is a credential and each unknown client costs a hash:
// it is limited per client address and per client id, known or not (429 with Retry-After).

let t: TestApp;
let doc: Document;
setUpDocumentedApp((app, document) => {
  t = app;
  doc = document;
});

function askToken(body: Record<string, string>, address = nextClientAddress()) {
  return t.request(
    '/api/v1/oauth/token',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...body }),
    },
    address,
  );
}

/** The limits count per minute window: start well inside one. */
async function startOfWindow() {
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < 8_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
}

async function expectTooMany(res: Response, detail: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await expectDocumented(doc, '/oauth/token', 'post', res)).toMatchObject({
    status: 429,
    title: 'Too Many Requests',
    detail: expect.stringMatching(detail),
  });
}

describe('the token endpoint’s rate limits', () => {
  it('limits one address, whatever it sends, and leaves other addresses alone', async () => {
    await startOfWindow();
    const address = '198.51.100.7';
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE_PER_ADDRESS; i += 1)
      expect((await askToken({}, address)).status).toBe(401);
    const client = await createApiClient(t, { shopIds: [] });
    // Even the right secret waits once the address has used its minute.
    await expectTooMany(
      await askToken({ client_id: client.clientId, client_secret: client.clientSecret }, address),
      /from this address.*Retry in \d+ s/,
    );
    expect((await askToken({ client_id: client.clientId, client_secret: client.clientSecret })).status).toBe(
      200,
    );
    // The same /64 of IPv6 is one address.
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE_PER_ADDRESS; i += 1)
      await askToken({}, `2001:db8:29:1::${(i + 1).toString(16)}`);
    await expectTooMany(await askToken({}, '2001:db8:29:1:ffff::1'), /from this address/);
    expect((await askToken({}, '2001:db8:29:2::1')).status).toBe(401);
  });

  it('limits one client id, known or unknown, from any number of addresses', async () => {
    await startOfWindow();
    const client = await createApiClient(t, { shopIds: [] });
    const other = await createApiClient(t, { shopIds: [] });
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE_PER_CLIENT; i += 1)
      expect((await askToken({ client_id: client.clientId, client_secret: 'rqs_guess' })).status).toBe(401);
    await expectTooMany(
      await askToken({ client_id: client.clientId, client_secret: client.clientSecret }),
      /for this client id/,
    );
    expect((await askToken({ client_id: other.clientId, client_secret: other.clientSecret })).status).toBe(
      200,
    );
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE_PER_CLIENT; i += 1)
      expect((await askToken({ client_id: 'rqc_nobody', client_secret: 'rqs_guess' })).status).toBe(401);
    await expectTooMany(
      await askToken({ client_id: 'rqc_nobody', client_secret: 'rqs_guess' }),
      /for this client id/,
    );
  });

  it('keeps a real client answered during a flood of unknown clients from many addresses', async () => {
    await startOfWindow();
    const client = await createApiClient(t, { shopIds: [] });
    const flood = Array.from({ length: 80 }, (_, i) =>
      askToken({ client_id: `rqc_flood_${i}`, client_secret: 'rqs_guess' }),
    );
    const real = askToken({ client_id: client.clientId, client_secret: client.clientSecret });
    const [answers, mine] = await Promise.all([Promise.all(flood), real]);
    expect(mine.status).toBe(200);
    const refused: string[] = [];
    for (const res of answers) {
      expect([401, 429]).toContain(res.status);
      const problem = (await expectDocumented(doc, '/oauth/token', 'post', res)) as { detail: string };
      if (res.status === 429) refused.push(`${res.headers.get('retry-after')} ${problem.detail}`);
    }
    // Two unknown-client hashes at once and 16 waiting: 80 at once cannot all be taken.
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['1 Too many token requests at once. Retry in 1 s.']));
  });

  it('keeps its windows in rate_limits under its own keys, shared by every instance', async () => {
    const keys = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'public-api:token:%'));
    expect(keys.map((row) => row.key)).toEqual(
      expect.arrayContaining([
        'public-api:token:address:198.51.100.7',
        'public-api:token:address:2001:db8:29:1::/64',
        'public-api:token:client:rqc_nobody',
      ]),
    );
  });
});
