import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_MIN_BYTES, compressAnswers } from './compress';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['gzip;Q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['*, gzip;q=0', false],
    ['deflate, *;q=0.5', true],
    ['br, deflate', false],
    ['gzip;q=abc', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

const BIG = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `line ${i}` })) });
const SMALL = JSON.stringify({ ok: true });

function app() {
  const hono = new Hono();
  hono.use('*', compressAnswers());
  hono.get('/big', (c) => c.json(JSON.parse(BIG)));
  hono.get('/small', (c) => c.json(JSON.parse(SMALL)));
  hono.get('/varied', (c) => {
    c.header('Vary', 'trpc-accept, accept');
    c.header('Set-Cookie', 'a=1; Path=/');
    c.header('ETag', '"v1"');
    return c.json(JSON.parse(BIG));
  });
  hono.get('/no-transform', (c) => {
    c.header('Cache-Control', 'private, no-transform');
    return c.json(JSON.parse(BIG));
  });
  hono.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  hono.get('/encoded', (c) =>
    c.body(BIG, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }),
  );
  hono.get('/partial', (c) => c.body(BIG, 206, { 'Content-Type': 'application/json' }));
  // A file as the static server sends it: a stream with its length.
  hono.get('/file.js', () => {
    const bytes = new TextEncoder().encode(`console.log(${JSON.stringify(BIG)});`);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.slice(0, 1000));
        controller.enqueue(bytes.slice(1000));
        controller.close();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': String(bytes.byteLength),
      },
    });
  });
  // A stream that says so: it must reach the client as it is written, not held back.
  hono.get('/streamed', (c) => {
    c.header('Content-Type', 'application/json');
    c.header('Transfer-Encoding', 'chunked');
    return stream(c, async (s) => {
      await s.write(BIG);
    });
  });
  hono.get('/events', (c) => c.body(BIG, 200, { 'Content-Type': 'text/event-stream' }));
  return hono;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('compressAnswers', () => {
  it('gzips an answer from 1 kB for a client that accepts gzip, in one piece with its length', async () => {
    const response = await get('/big', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(BIG.length / 3);
    expect(gunzipSync(body).toString()).toBe(BIG);
  });

  it('sends the same answer plain to a client that does not accept gzip (none, identity, q=0), with Vary', async () => {
    for (const header of [undefined, 'identity', 'gzip;q=0', 'br', '*;q=0']) {
      const response = await get('/big', header);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytesOf(response)).toString()).toBe(BIG);
    }
  });

  it('leaves an answer under 1 kB plain', async () => {
    expect(SMALL.length).toBeLessThan(COMPRESS_MIN_BYTES);
    const response = await get('/small', 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(response)).toString()).toBe(SMALL);
  });

  it('keeps the answer’s other headers: Vary appended once, cookies, a strong ETag made weak', async () => {
    const response = await get('/varied', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('trpc-accept, accept, Accept-Encoding');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/']);
    expect(response.headers.get('etag')).toBe('W/"v1"');
    expect(gunzipSync(await bytesOf(response)).toString()).toBe(BIG);
  });

  it('compresses a streamed file with a length whole, at its own level', async () => {
    const response = await get('/file.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe(`console.log(${JSON.stringify(BIG)});`);
  });

  it.each([
    ['/no-transform', 'marked no-transform'],
    ['/png', 'of a type that does not compress'],
    ['/partial', 'a range (206)'],
    ['/streamed', 'streamed (Transfer-Encoding)'],
    ['/events', 'an event stream'],
  ])('leaves %s alone (%s)', async (path) => {
    const response = await get(path, 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('does not encode an answer a second time', async () => {
    const response = await get('/encoded', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((await bytesOf(response)).toString()).toBe(BIG);
  });

  it('answers HEAD without a compressed body', async () => {
    const response = await get('/big', 'gzip', 'HEAD');
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
