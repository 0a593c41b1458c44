import type { HttpBindings } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteShares, quotes } from '../db/schema';
import { MAX_BODY_BYTES } from '../http/request-gates';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/harness';
import { createQuote, F150, seedQuoting } from '../test/quote-fixture';
import { encodeCursor } from './cursor';
import type { FieldError } from './problem';
import { createApiClient, type Document, expectDocumented, fetchToken } from './test-support';

// Hostile requests to every /api/v1 operation and the token endpoint, as a careless or hostile
// client sends them: malformed, empty and non-object bodies, other content types, control,
// bidirectional and zero-width characters in every text, forged cursors, bad numbers, broken
// HTTP Basic, odd paths, methods and headers. Every answer must be a 4xx problem+json the
// document declares, naming the refused value; none may be a 5xx, and nothing may be created.

let t: TestApp;
let doc: Document;
let token: string;
let shopId: string;
let quoteId: string;
let counts: { quotes: number; shares: number };
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ knowledgeJobs: 600 });
  const s = await seedQuoting(t);
  shopId = s.shop.id;
  quoteId = await createQuote(t, s);
  doc = (await (await t.request('/api/v1/openapi.json')).json()) as Document;
  // The hostile run must not meet the credential's own rate limit.
  const client = await createApiClient(t, { shopIds: [shopId], rateLimitPerMinute: 100_000 });
  token = await fetchToken(t, client.clientId, client.clientSecret);
  counts = await countRows();
}, 90_000);
afterAll(() => t.close());

async function countRows() {
  return {
    quotes: (await t.db.select({ id: quotes.id }).from(quotes)).length,
    shares: (await t.db.select({ id: quoteShares.id }).from(quoteShares)).length,
  };
}

type Operation = [path: string, method: string];
type Case = {
  method: string;
  path: string;
  /** The document's path and method, when the route exists. */
  operation?: Operation;
  headers?: Record<string, string>;
  body?: string;
  /** Without a bearer token (the token endpoint). */
  isAnonymous?: boolean;
  status: number;
  /** The value the answer must name. */
  field?: Omit<FieldError, 'message'>;
  detail?: RegExp;
};

let address = 0;
/** Each request from its own address: the token endpoint's per-address limit is another test's. */
function nextAddress() {
  address += 1;
  return `10.29.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

// Straight to the app, so a request may lack a Content-Type (the harness adds one).
function send(c: Case): Promise<Response> {
  const headers = new Headers(c.headers);
  if (!c.isAnonymous && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const bindings = {
    incoming: { socket: { remoteAddress: nextAddress() } },
    outgoing: {},
  } as unknown as HttpBindings;
  return Promise.resolve(
    t.http.request(`${TEST_ORIGIN}/api/v1${c.path}`, { method: c.method, headers, body: c.body }, bindings),
  );
}

async function check(c: Case) {
  const res = await send(c);
  const label = `${c.method} ${c.path} ${JSON.stringify(c.headers ?? {})} ${(c.body ?? '').slice(0, 200)}`;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  expect(res.status, label).toBe(c.status);
  expect(res.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
  const body = (
    c.operation ? await expectDocumented(doc, c.operation[0], c.operation[1], res) : await res.json()
  ) as { errors?: FieldError[]; detail?: string; status: number };
  expect(body.status, label).toBe(res.status);
  if (c.field) expect(body.errors, label).toContainEqual(expect.objectContaining(c.field));
  if (c.detail) expect(body.detail, label).toMatch(c.detail);
}

const json = (value: unknown) => JSON.stringify(value);
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

// One-line texts (names, ids, keys) refuse control, bidirectional and zero-width characters;
// multi-line texts (a concern, a message) keep tab and line breaks, and zero-width joiners.
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
const INVISIBLE = [
  '\u202a',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
];
const ONE_LINE = [...CONTROL, '\t', '\n', '\r', ...INVISIBLE];
const MULTI_LINE = CONTROL;
// Inside the text: a text is trimmed first, so a tab or line break at either end is dropped.
const hostile = (characters: string[]) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...characters), fc.string({ maxLength: 12 }))
    .map(([before, character, after]) => `${before}a${character}b${after}`);
const OPTIONAL = new Set(['phone', 'message']);

const FUZZ = { seed: 29, numRuns: 12 };

/** Every POST operation with a valid body, whose fields the cases then spoil one by one. */
const POSTS = () => [
  {
    path: '/quotes',
    operation: ['/quotes', 'post'] as Operation,
    valid: { shopId, vin: F150.vin, concern: 'grinding noise front when braking' },
    oneLine: ['shopId', 'vin'],
    multiLine: ['concern'],
  },
  {
    path: `/quotes/${quoteId}/share`,
    operation: ['/quotes/{id}/share', 'post'] as Operation,
    valid: { customerName: 'Dana Driver', email: 'dana@example.test', message: 'Your quote' },
    oneLine: ['customerName', 'email', 'phone'],
    multiLine: ['message'],
  },
  {
    path: '/vehicles/decode',
    operation: ['/vehicles/decode', 'post'] as Operation,
    valid: { vin: F150.vin },
    oneLine: ['vin'],
    multiLine: [],
  },
];

describe('POST bodies, content types and headers', () => {
  it('refuses every content type but JSON with 415 naming Content-Type', async () => {
    for (const post of POSTS())
      for (const type of [
        'text/plain',
        'text/plain; charset=utf-8',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/jsonx',
        'json',
        '',
        undefined,
      ])
        await check({
          method: 'POST',
          path: post.path,
          operation: post.operation,
          headers: type === undefined ? {} : { 'content-type': type },
          body: json(post.valid),
          status: 415,
          field: { in: 'header', path: 'Content-Type' },
        });
  });

  it('refuses malformed, empty and non-object JSON with 400 naming the body', async () => {
    const bodies = [
      '',
      '   ',
      '{',
      '{"vin":',
      "{'vin': 'x'}",
      'nul',
      '\u0000',
      '{"a":1}}',
      'null',
      'true',
      '17',
      '"text"',
      '[]',
      '[{"vin":"x"}]',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    for (const post of POSTS())
      for (const body of bodies)
        await check({
          method: 'POST',
          path: post.path,
          operation: post.operation,
          headers: JSON_TYPE,
          body,
          status: 400,
          field: { in: 'body', path: '' },
        });
  });

  it('refuses wrong types, missing and oversized fields with 400 naming each field', async () => {
    // An empty phone or message is no phone or message, as in the app's share dialog.
    for (const post of POSTS())
      for (const name of [...post.oneLine, ...post.multiLine])
        for (const value of [17, null, {}, [], true, 'x'.repeat(5000), ...(OPTIONAL.has(name) ? [] : [''])])
          await check({
            method: 'POST',
            path: post.path,
            operation: post.operation,
            headers: JSON_TYPE,
            body: json({ ...post.valid, [name]: value }),
            status: 400,
            field: { in: 'body', path: name },
          });
    // A required field missing; __proto__ changes nothing.
    await check({
      method: 'POST',
      path: '/quotes',
      operation: ['/quotes', 'post'],
      headers: JSON_TYPE,
      body: '{"__proto__": {"vin": "1FTFW1EF4DF127183"}, "shopId": "x"}',
      status: 400,
      field: { in: 'body', path: 'vin' },
    });
  });

  it('refuses control, bidirectional and zero-width characters in every text with 400 naming it', async () => {
    for (const post of POSTS()) {
      const fields = [
        ...post.oneLine.map((name) => ({ name, characters: ONE_LINE })),
        ...post.multiLine.map((name) => ({ name, characters: MULTI_LINE })),
      ];
      for (const { name, characters } of fields) {
        // Each character alone in a plausible value, then random texts around one.
        const base = String((post.valid as Record<string, unknown>)[name] ?? '+1 650 555 0142');
        for (const character of characters) {
          const value = `${base.slice(0, 3)}${character}${base.slice(3)}`;
          await check({
            method: 'POST',
            path: post.path,
            operation: post.operation,
            headers: JSON_TYPE,
            body: json({ ...post.valid, [name]: value }),
            status: 400,
            field: { in: 'body', path: name },
          });
        }
        await fc.assert(
          fc.asyncProperty(hostile(characters), async (value) =>
            check({
              method: 'POST',
              path: post.path,
              operation: post.operation,
              headers: JSON_TYPE,
              body: json({ ...post.valid, [name]: value }),
              status: 400,
              field: { in: 'body', path: name },
            }),
          ),
          FUZZ,
        );
      }
    }
  });

  it('refuses a bad Idempotency-Key with 400 naming the header', async () => {
    for (const post of POSTS())
      for (const key of ['', 'k'.repeat(256), 'tab\there', 'c1\u0085key', 'del\u007fkey'])
        await check({
          method: 'POST',
          path: post.path,
          operation: post.operation,
          headers: { ...JSON_TYPE, 'idempotency-key': key },
          body: json(post.valid),
          status: 400,
          field: { in: 'header', path: 'Idempotency-Key' },
        });
  });

  it('answers a body over 1 MB with 413 problem+json and Connection: close', async () => {
    for (const post of POSTS()) {
      const res = await send({
        method: 'POST',
        path: post.path,
        headers: JSON_TYPE,
        body: json({ ...post.valid, padding: 'x'.repeat(MAX_BODY_BYTES) }),
        status: 413,
      });
      statuses.set(413, (statuses.get(413) ?? 0) + 1);
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      const problem = await expectDocumented(doc, post.operation[0], post.operation[1], res);
      expect(problem).toMatchObject({ errors: [{ in: 'body', path: '' }] });
    }
  });
});

describe('query and path parameters', () => {
  const uuid = '7a1d6f0e-3b7c-4c1e-9a55-0d2f2b4d5e6f';
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses bad limits, shop ids and forged cursors with 400 naming the parameter', async () => {
    const cases: Array<[query: string, field: string]> = [
      ...['abc', '0', '101', '-1', '1.5', '1e3', '', '%00', 'NaN', '99999999999999999999'].map(
        (limit) => [`limit=${limit}`, 'limit'] as [string, string],
      ),
      ['limit=1&limit=2', 'limit'],
      ...['nope', '%00', `${uuid}%00`, `${uuid}x`, '%E2%80%AE'].map(
        (id) => [`shopId=${id}`, 'shopId'] as [string, string],
      ),
      ...[
        '2024-13-01 10:00:00+00',
        '2024-00-10 10:00:00+00',
        '2024-02-30 10:00:00+00',
        '2023-04-31 10:00:00+00',
        '2024-01-32 10:00:00+00',
        '2024-01-01 24:00:00+00',
        '2024-01-01 10:60:00+00',
        '2024-01-01 10:00:61+00',
        '0000-01-01 10:00:00+00',
        '2024-01-01 10:00:00+16',
        '2024-01-01 10:00:00+05:75',
        '2024-01-01 10:00:00',
        '2024-01-01\u000010:00:00+00',
      ].map((at) => [`cursor=${encodeCursor({ at, id: uuid })}`, 'cursor'] as [string, string]),
      [`cursor=${cursorOf({ at: '2024-01-01 10:00:00+00', id: 'not-a-uuid' })}`, 'cursor'],
      [`cursor=${cursorOf({ at: '2024-01-01 10:00:00+00', id: `${uuid}\u0000` })}`, 'cursor'],
      [`cursor=${cursorOf({ at: 17, id: uuid })}`, 'cursor'],
      [`cursor=${cursorOf(['2024-01-01 10:00:00+00', uuid])}`, 'cursor'],
      [`cursor=${cursorOf(null)}`, 'cursor'],
      [`cursor=${Buffer.from('\u0000\u0001').toString('base64url')}`, 'cursor'],
      ['cursor=garbage', 'cursor'],
      ['cursor=%00', 'cursor'],
      ['cursor=%zz', 'cursor'],
      ['cursor=', 'cursor'],
      [`cursor=${'A'.repeat(4000)}`, 'cursor'],
      ['cursor=a&cursor=b', 'cursor'],
    ];
    for (const [query, field] of cases)
      await check({
        method: 'GET',
        path: `/quotes?${query}`,
        operation: ['/quotes', 'get'],
        status: 400,
        field: { in: 'query', path: field },
      });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), async (raw) =>
        check({
          method: 'GET',
          path: `/quotes?cursor=${encodeURIComponent(raw)}`,
          operation: ['/quotes', 'get'],
          status: 400,
          field: { in: 'query', path: 'cursor' },
        }),
      ),
      { ...FUZZ, numRuns: 40 },
    );
  });

  it('answers odd quote ids with 404, and unknown routes and methods with a 404 problem', async () => {
    for (const id of ['%zz', '%00', '%E2%80%AE', 'x'.repeat(5000), '..%2F..%2Fshops', uuid, `${uuid}%00`]) {
      await check({
        method: 'GET',
        path: `/quotes/${id}`,
        operation: ['/quotes/{id}', 'get'],
        status: 404,
        detail: /Quote not found/,
      });
      await check({
        method: 'POST',
        path: `/quotes/${id}/share`,
        operation: ['/quotes/{id}/share', 'post'],
        headers: JSON_TYPE,
        body: json({ customerName: 'Dana', email: 'dana@example.test' }),
        status: 404,
        detail: /Quote not found/,
      });
    }
    for (const [method, path] of [
      ['PUT', '/quotes'],
      ['DELETE', `/quotes/${quoteId}`],
      ['PATCH', '/shops'],
      ['GET', '/%zz'],
      ['GET', '/shops/..%2F..%2Fadmin'],
      ['GET', '/vehicles/decode'],
    ] as const)
      await check({ method, path, status: 404 });
  });
});

describe('bearer tokens', () => {
  it('answers every malformed Authorization with 401 problem+json', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Bearer \u00ff\u00fe',
      `Bearer ${'x'.repeat(8000)}`,
      'Basic Zm9vOmJhcg==',
      'Token abc',
      token,
    ])
      for (const [path, operation] of [
        ['/shops', ['/shops', 'get']],
        ['/quotes', ['/quotes', 'get']],
        [`/quotes/${quoteId}`, ['/quotes/{id}', 'get']],
      ] as Array<[string, Operation]>)
        await check({ method: 'GET', path, operation, headers: { authorization }, status: 401 });
  });
});

describe('other headers', () => {
  it('ignores odd Accept, Accept-Encoding, Range, conditional and forwarding headers without a 5xx', async () => {
    const odd: Array<Record<string, string>> = [
      { accept: 'text/html;q=abc, */*;q=-1' },
      { 'accept-encoding': 'gzip;q=abc, br;q=2, ;;;' },
      { 'accept-encoding': 'x'.repeat(4000) },
      { range: 'bytes=999999999-0' },
      { 'if-none-match': '"\u00ff"' },
      { 'if-modified-since': 'yesterday' },
      { 'x-forwarded-for': '999.1.1.1, <script>' },
      { origin: 'null' },
      { 'content-type': 'application/json', 'content-length': '0' },
    ];
    for (const headers of odd) {
      const res = await send({ method: 'GET', path: '/shops', headers, status: 200 });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      await res.arrayBuffer();
    }
  });
});

describe('POST /oauth/token', () => {
  const tokenCase = (c: Omit<Case, 'method' | 'path' | 'operation' | 'isAnonymous'>) =>
    check({
      method: 'POST',
      path: '/oauth/token',
      operation: ['/oauth/token', 'post'],
      isAnonymous: true,
      ...c,
    });
  const basic = (raw: string) => ({ authorization: `Basic ${Buffer.from(raw).toString('base64')}` });

  it('refuses malformed bodies, other content types and bad fields, naming each', async () => {
    for (const body of ['', '{', '[]', 'null', '"x"'])
      await tokenCase({ headers: JSON_TYPE, body, status: 400, field: { in: 'body', path: '' } });
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])
      await tokenCase({
        headers: { 'content-type': type },
        body: 'client_id=a&client_secret=b',
        status: 415,
        field: { in: 'header', path: 'Content-Type' },
      });
    await tokenCase({ body: 'client_id=a', status: 415, field: { in: 'header', path: 'Content-Type' } });
    const fields: Array<[body: string, type: Record<string, string>, field: string]> = [
      ['client_id=%00&client_secret=s', FORM_TYPE, 'client_id'],
      ['client_id=rqc%E2%80%AEx&client_secret=s', FORM_TYPE, 'client_id'],
      ['client_id=rqc&client_secret=%07', FORM_TYPE, 'client_secret'],
      [`client_id=${'x'.repeat(300)}&client_secret=s`, FORM_TYPE, 'client_id'],
      ['grant_type=password&client_id=a&client_secret=b', FORM_TYPE, 'grant_type'],
      ['grant_type=%00&client_id=a&client_secret=b', FORM_TYPE, 'grant_type'],
      [json({ client_id: 17, client_secret: 's' }), JSON_TYPE, 'client_id'],
      [json({ client_id: 'a', client_secret: {} }), JSON_TYPE, 'client_secret'],
      [json({ client_id: 'a', client_secret: 's', grant_type: 1 }), JSON_TYPE, 'grant_type'],
      [json({ client_id: ['a'], client_secret: 's' }), JSON_TYPE, 'client_id'],
    ];
    for (const [body, headers, field] of fields)
      await tokenCase({ headers, body, status: 400, field: { in: 'body', path: field } });
    for (const name of ['client_id', 'client_secret'])
      await fc.assert(
        fc.asyncProperty(hostile(ONE_LINE), async (value) =>
          tokenCase({
            headers: FORM_TYPE,
            body: new URLSearchParams({
              client_id: 'rqc_x',
              client_secret: 'rqs_x',
              [name]: value,
            }).toString(),
            status: 400,
            field: { in: 'body', path: name },
          }),
        ),
        FUZZ,
      );
  });

  it('refuses broken HTTP Basic with 400 naming Authorization', async () => {
    const cases = [
      basic('%zz:secret'),
      basic('client:%zz'),
      basic('%E0%A4%A:secret'),
      basic('nocolon'),
      basic('%00:secret'),
      basic('client:%E2%80%AEsecret'),
      basic(`${'x'.repeat(300)}:secret`),
      { authorization: 'Basic' },
      { authorization: 'Basic !!!!' },
      { authorization: 'Basic a b c' },
    ];
    for (const headers of cases)
      await tokenCase({
        headers: { ...headers, ...FORM_TYPE },
        body: 'grant_type=client_credentials',
        status: 400,
        field: { in: 'header', path: 'Authorization' },
      });
  });
});

describe('after the hostile run', () => {
  it('created no quote and shared nothing', async () => {
    expect(await countRows()).toEqual(counts);
    expect(statuses.size).toBeGreaterThan(0);
    const figures = JSON.stringify(Object.fromEntries(statuses));
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    process.stdout.write(`hostile public API run: ${total} requests; ${byStatus.join(', ')}\n`);
    expect(
      [...statuses.keys()].every((status) => status < 500),
      figures,
    ).toBe(true);
  });
});
