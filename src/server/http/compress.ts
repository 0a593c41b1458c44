import { constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Smaller answers go as they are: gzip's header and trailer would eat most of the saving. */
export const COMPRESS_MIN_BYTES = 1024;
/** A body is compressed whole, in memory; a larger one goes as it is (the app makes none). */
export const COMPRESS_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Answers made per request (JSON) take level 3, the most thorough of zlib's fast levels (4 and up
 * add lazy matching): on a quote or a network search it costs half of level 6's CPU for 7–11 %
 * more bytes.
 * Files (the web bundle, HTML) keep zlib's default, level 6: they are few and their size is what a
 * first load waits for.
 */
export const ANSWER_GZIP_LEVEL = 3;
export const FILE_GZIP_LEVEL = constants.Z_DEFAULT_COMPRESSION;

type Bytes = Uint8Array<ArrayBuffer>;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Whether an Accept-Encoding header accepts gzip: listed (or `x-gzip`) with a q above 0, or not
 * listed and `*` is, with a q above 0. `gzip;q=0` refuses it even when `*` is accepted.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    let q = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=');
      if (key.trim().toLowerCase() === 'q') q = Number(value.trim());
    }
    const accepted = Number.isFinite(q) && q > 0;
    if (coding !== '*') return accepted;
    wildcard = accepted;
  }
  return wildcard;
}

/**
 * gzip for clients that accept it, in one zlib call on the whole body (decision 027): hono's
 * compress middleware runs a CompressionStream, whose web-stream plumbing doubled a quote's CPU.
 * Compressed: answers of a compressible type (JSON, HTML, JS, CSS, SVG, …) from 1 kB, with
 * `Vary: Accept-Encoding`. Left alone: HEAD, 204/206/304, an answer already encoded, one marked
 * `no-transform`, and one that is streamed (`Transfer-Encoding`, or a text/event-stream type):
 * holding it back to compress it whole would delay what it streams.
 */
export function compressAnswers(): MiddlewareHandler {
  return async function compressAnswers(c, next) {
    await next();
    const res = c.res;
    const { status, headers } = res;
    if (c.req.method === 'HEAD' || status === 204 || status === 206 || status === 304) return;
    if (headers.has('content-encoding') || headers.has('transfer-encoding')) return;
    const type = headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (NO_TRANSFORM.test(headers.get('cache-control') ?? '')) return;
    const declared = headers.get('content-length');
    const length = declared === null ? undefined : Number(declared);
    if (length !== undefined && (length < COMPRESS_MIN_BYTES || length > COMPRESS_MAX_BYTES)) return;

    // From here the answer depends on Accept-Encoding, also for a client that gets it plain.
    const vary = headers.get('vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;

    const body = await readAtMost(res, COMPRESS_MAX_BYTES);
    if (body instanceof ReadableStream || body.byteLength < COMPRESS_MIN_BYTES) {
      replaceAnswer(c, new Response(body, { status, headers }));
      return;
    }
    const level = type.startsWith('application/json') ? ANSWER_GZIP_LEVEL : FILE_GZIP_LEVEL;
    const gzipped = gzipSync(body, { level });
    const compressed = new Headers(headers);
    compressed.set('content-encoding', 'gzip');
    compressed.set('content-length', String(gzipped.byteLength));
    const etag = compressed.get('etag');
    // The same entity in another encoding: a strong validator would claim the bytes are equal.
    if (etag && !etag.startsWith('W/')) compressed.set('etag', `W/${etag}`);
    replaceAnswer(c, new Response(gzipped, { status, headers: compressed }));
  };
}

/**
 * Hono's `c.res = …` wraps the new answer again and copies the old one's headers onto it (its
 * Content-Length too); cleared first, the answer goes out as given, a body in memory in one write.
 */
function replaceAnswer(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}

/**
 * The whole body, or, past `max` bytes, a stream of what was read and then the rest
 * unchanged (an answer without Content-Length is made in memory, but nothing promises it).
 */
async function readAtMost(res: Response, max: number): Promise<Bytes | ReadableStream<Bytes>> {
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Bytes[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > max) {
      const rest = new ReadableStream<Bytes>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
        },
        async pull(controller) {
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return rest;
    }
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}
