import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, createRequestListener } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { createQuote, seedQuoting } from '../test/quote-fixture';
import { appRouter } from '../trpc/router';
import { TIMEOUT_MESSAGE } from './request-gates';
import { securityHeaderList } from './security-headers';
import { createTrpcReads } from './trpc-reads';

// The direct read path (decision 029) must answer every GET of /trpc exactly as the hono app does
// behind it: same status, same headers, same bytes, gzipped or not, errors included.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedQuoting>>;
let cookie: string;
let quoteId: string;
let direct: { server: Server; url: string };
let viaHono: { server: Server; url: string };

async function listen(listener: Parameters<typeof createServer>[1]) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 200 });
  s = await seedQuoting(t);
  cookie = await t.signInCookie(s.user.email);
  quoteId = await createQuote(t, s);
  direct = await listen(createRequestListener(t.deps));
  viaHono = await listen(getRequestListener(createHttpApp(t.deps).fetch));
}, 90_000);
afterAll(async () => {
  direct?.server.close();
  viaHono?.server.close();
  await t.close();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
const batchInput = (values: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(values.map((v, i) => [i, superjson.serialize(v)]))));
const MISSING = '00000000-0000-4000-8000-000000000000';

const cases = () => [
  { name: 'a quote, plain', path: `/trpc/quote.getQuoteAi?input=${input({ id: quoteId })}`, gzip: false },
  { name: 'a quote, gzip', path: `/trpc/quote.getQuoteAi?input=${input({ id: quoteId })}`, gzip: true },
  {
    name: 'a batch of three reads',
    path: `/trpc/quote.getQuoteAi,quote.getQuoteAiViewOnly,shop.getMyShops?batch=1&input=${batchInput([{ id: quoteId }, { id: quoteId }, undefined])}`,
    gzip: true,
  },
  {
    name: 'a batch with one quote missing',
    path: `/trpc/quote.getQuoteAi,quote.getQuoteAi?batch=1&input=${batchInput([{ id: quoteId }, { id: MISSING }])}`,
    gzip: true,
  },
  { name: 'a missing quote', path: `/trpc/quote.getQuoteAi?input=${input({ id: MISSING })}`, gzip: true },
  {
    name: 'signed out',
    path: `/trpc/quote.getQuoteAi?input=${input({ id: quoteId })}`,
    gzip: true,
    signedOut: true,
  },
  { name: 'a bad input', path: `/trpc/quote.getQuoteAi?input=${input({ id: 'nope' })}`, gzip: false },
  { name: 'input that is not JSON', path: '/trpc/quote.getQuoteAi?input=%7Bnope', gzip: false },
  {
    name: 'a batch whose input is not an object',
    path: '/trpc/quote.getQuoteAi,shop.getMyShops?batch=1&input=%5B1%5D',
    gzip: false,
  },
  { name: 'a small answer', path: '/trpc/user.getMe', gzip: true },
  { name: 'a trailing slash', path: '/trpc/user.getMe/', gzip: true },
  // Left to the hono app: the answers must still be the same.
  { name: 'a mutation by GET', path: '/trpc/user.setDevMode?input=%7B%7D', gzip: false, viaHono: true },
  { name: 'an unknown procedure', path: '/trpc/quote.nothingHere', gzip: false, viaHono: true },
  { name: 'two trailing slashes', path: '/trpc/user.getMe//', gzip: false, viaHono: true },
  {
    name: 'a batch over the limit',
    path: `/trpc/${Array.from({ length: 21 }, () => 'user.getMe').join(',')}?batch=1`,
    gzip: false,
    viaHono: true,
  },
];

describe('the direct read path of /trpc', () => {
  it('answers as the hono app does: status, headers and bytes', async () => {
    for (const c of cases()) {
      const headers: Record<string, string> = {
        'accept-encoding': c.gzip ? 'gzip, deflate, br, zstd' : 'identity',
        ...(c.signedOut ? {} : { cookie }),
      };
      const [a, b] = [await get(direct.url, c.path, headers), await get(viaHono.url, c.path, headers)];
      const { date: _a, ...ha } = a.headers;
      const { date: _b, ...hb } = b.headers;
      expect({ case: c.name, status: a.status, headers: ha }).toStrictEqual({
        case: c.name,
        status: b.status,
        headers: hb,
      });
      expect(a.body.equals(b.body), `${c.name}: ${a.body} ≠ ${b.body}`).toBe(true);
    }
    // The cases are real: successes, a multi-status batch, each kind of error, both encodings.
    const statuses = new Set<number>();
    for (const c of cases()) statuses.add((await get(viaHono.url, c.path, { cookie })).status);
    expect([...statuses].sort()).toEqual([200, 207, 400, 404, 405]);
  });

  it('takes the reads and leaves the rest to the hono app', async () => {
    const taken: boolean[] = [];
    const reads = createTrpcReads({
      router: appRouter,
      createContext: async (reqHeaders, resHeaders) => ({
        deps: t.deps,
        db: t.db,
        user: null,
        reqHeaders,
        resHeaders,
      }),
      onError: () => {},
      headers: securityHeaderList(t.deps.env),
      timeoutMs: 60_000,
      clientIp: () => undefined,
    });
    const server = await listen((req, res) => {
      void reads(req, res).then((took) => {
        taken.push(took);
        if (!took) res.writeHead(418).end();
      });
    });
    try {
      for (const c of cases()) await get(server.url, c.path, {});
      expect(taken).toEqual(cases().map((c) => !c.viaHono));
      // A streamed batch (httpBatchStreamLink) and a body type also go the general way.
      expect((await get(server.url, '/trpc/user.getMe', { 'trpc-accept': 'application/jsonl' })).status).toBe(
        418,
      );
      expect((await get(server.url, '/trpc/user.getMe', { 'content-type': 'text/plain' })).status).toBe(418);
    } finally {
      server.server.close();
    }
  });

  it('sends the procedures’ cookies, and answers a read that takes too long as the hono app would', async () => {
    const hanging = createTrpcReads({
      router: appRouter,
      createContext: (_req, resHeaders) => {
        resHeaders.append('set-cookie', 'a=1');
        resHeaders.append('set-cookie', 'b=2');
        return new Promise(() => {});
      },
      onError: () => {},
      headers: securityHeaderList(t.deps.env),
      timeoutMs: 50,
      clientIp: () => undefined,
    });
    const server = await listen((req, res) => void hanging(req, res));
    try {
      const answer = await get(server.url, '/trpc/user.getMe,user.getMe?batch=1', {});
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body.toString())).toEqual([
        {
          error: {
            json: { message: TIMEOUT_MESSAGE, code: -32600, data: { code: 'TIMEOUT', httpStatus: 504 } },
          },
        },
        {
          error: {
            json: { message: TIMEOUT_MESSAGE, code: -32600, data: { code: 'TIMEOUT', httpStatus: 504 } },
          },
        },
      ]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    } finally {
      server.server.close();
    }
    const withCookies = createTrpcReads({
      router: appRouter,
      createContext: async (reqHeaders, resHeaders) => {
        resHeaders.append('set-cookie', 'a=1');
        resHeaders.append('set-cookie', 'b=2');
        return { deps: t.deps, db: t.db, user: null, reqHeaders, resHeaders };
      },
      onError: (e) => {
        if (!(e.error instanceof TRPCError)) throw e.error;
      },
      headers: securityHeaderList(t.deps.env),
      timeoutMs: 60_000,
      clientIp: () => undefined,
    });
    const second = await listen((req, res) => void withCookies(req, res));
    try {
      const answer = await get(second.url, '/trpc/user.getMe', {});
      expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    } finally {
      second.server.close();
    }
  });
});
