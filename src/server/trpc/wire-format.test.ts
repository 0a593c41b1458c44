import { gunzipSync } from 'node:zlib';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/harness';
import { createQuote, seedQuoting } from '../test/quote-fixture';
import type { AppRouter } from './router';

// What the web client receives: the answers of the hot reads over HTTP, written by serializeOutput
// and gzipped by compressAnswers (decision 027), must read back exactly as the procedures returned
// them, and be the very bytes superjson would have written.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
let cookie: string;
let quoteId: string;
beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 200 });
  s = await seedQuoting(t);
  cookie = await t.signInCookie(s.user.email);
  const call = t.caller(s.user);
  quoteId = await createQuote(t, s);
  // A sent revision: the customer's page then shows it, with its own dates.
  await call.notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    includeAcceptanceTracking: false,
  });
}, 90_000);
afterAll(() => t.close());

const query = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

async function hotReads() {
  const call = t.caller(s.user);
  const search = {
    search: 'brake pads',
    make: s.vehicle.make,
    model: s.vehicle.model,
    year: s.vehicle.model_year,
  };
  return [
    {
      path: 'quote.getQuoteAi',
      input: { id: quoteId },
      output: await call.quote.getQuoteAi({ id: quoteId }),
    },
    {
      path: 'quote.getQuoteAiViewOnly',
      input: { id: quoteId },
      output: await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId }),
    },
    { path: 'job.getJobs', input: search, output: await call.job.getJobs(search) },
  ];
}

describe('the answers of the hot reads on the wire', () => {
  it('are the bytes superjson writes, read back with their dates, gzipped or not', async () => {
    const reads = await hotReads();
    // Dates are what the faster writer has to get right; the answers must have some.
    expect(reads[0]!.output).toHaveProperty('created_at', expect.any(Date));
    expect(reads[1]!.output).toHaveProperty('sent_at', expect.any(Date));
    expect(reads[2]!.output).toHaveProperty('0.authorized_date', expect.any(Date));
    for (const { path, input, output } of reads) {
      const plain = await t.request(query(path, input), {
        headers: { cookie, 'accept-encoding': 'identity' },
      });
      expect(plain.status).toBe(200);
      const text = await plain.text();
      expect(text).toBe(JSON.stringify({ result: { data: superjson.serialize(output) } }));
      expect(superjson.deserialize(JSON.parse(text).result.data)).toStrictEqual(output);

      const gzipped = await t.request(query(path, input), {
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(text);
    }
  });

  it('are read by the web client’s link (httpBatchLink with superjson), batched, as returned', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${TEST_ORIGIN}/trpc`,
          transformer: superjson,
          fetch: async (url, init) => {
            const headers = new Headers(init?.headers);
            headers.set('cookie', cookie);
            headers.set('accept-encoding', 'gzip');
            const response = await t.request(String(url).slice(TEST_ORIGIN.length), { ...init, headers });
            // app.request does not decode as a browser's fetch does.
            if (response.headers.get('content-encoding') !== 'gzip') return response;
            const body = gunzipSync(Buffer.from(await response.arrayBuffer()));
            return new Response(body, {
              status: response.status,
              headers: { 'content-type': 'application/json' },
            });
          },
        }),
      ],
    });
    const [reads, panel, page, jobs] = await Promise.all([
      hotReads(),
      client.quote.getQuoteAi.query({ id: quoteId }),
      client.quote.getQuoteAiViewOnly.query({ id: quoteId }),
      client.job.getJobs.query(
        (await hotReads())[2]!.input as { search: string; make: string; model: string; year: number },
      ),
    ]);
    expect(panel).toStrictEqual(reads[0]!.output);
    expect(page).toStrictEqual(reads[1]!.output);
    expect(jobs).toStrictEqual(reads[2]!.output);

    const missing = client.quote.getQuoteAi.query({ id: '00000000-0000-4000-8000-000000000000' });
    await expect(missing).rejects.toBeInstanceOf(TRPCClientError);
    await expect(missing).rejects.toMatchObject({ message: 'Quote not found', data: { code: 'NOT_FOUND' } });
  });
});
