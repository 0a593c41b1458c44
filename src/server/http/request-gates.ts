import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { problem } from '../public-api/problem';

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_BATCH_CALLS = 20;
export const REQUEST_TIMEOUT_MS = 60_000;

export const BODY_TOO_LARGE_MESSAGE = 'This request is too large (the limit is 1 MB). Send less at once.';
export const BATCH_TOO_LARGE_MESSAGE = `Too many calls in one request (the limit is ${MAX_BATCH_CALLS}). Send them in smaller groups.`;
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const foreignOriginMessage = (appUrl: string) =>
  `This request came from another site and was refused. Open the app at ${appUrl} and try again.`;

/**
 * A tRPC-shaped error, so the web client shows the message like any procedure's: superjson
 * wraps it in `json`, and a batch gets one entry per call.
 */
export function trpcErrorBody(status: number, code: string, message: string, calls: number) {
  const one = { error: { json: { message, code: -32600, data: { code, httpStatus: status } } } };
  return calls > 1 ? Array.from({ length: calls }, () => one) : one;
}

function trpcError(status: number, code: string, message: string, calls: number): Response {
  return Response.json(trpcErrorBody(status, code, message, calls), { status });
}

function plainError(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}

function callsIn(url: string): number {
  return callsInPath(new URL(url).pathname);
}

export function callsInPath(pathname: string): number {
  const path = pathname.replace(/^\/trpc\/?/, '');
  return path ? path.split(',').length : 0;
}

/** Each surface's own error shape: tRPC's, the public API's problem+json, else `{ error }`. */
function errorFor(c: Context, status: 413 | 504, code: string, message: string) {
  const url = c.req.url;
  if (url.includes('/trpc/')) return trpcError(status, code, message, callsIn(url));
  if (new URL(url).pathname.startsWith('/api/v1/'))
    return problem(c, status, message, status === 413 ? { errors: [{ in: 'body', path: '', message }] } : {});
  return plainError(status, message);
}

/**
 * 1 MB per request body by default, counted while it streams when no Content-Length is sent.
 * The answer closes the connection: the rest of the body is never read, so a client reusing the
 * connection would have its next request fail when the server drops it.
 */
export function bodySizeGate(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const answer = errorFor(c, 413, 'PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE);
      answer.headers.set('Connection', 'close');
      return answer;
    },
  });
  // A GET or HEAD has no body (the Node server drops any); asking for it would make the server
  // build a full fetch Request for every read (decision 027).
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** At most 20 calls in one tRPC batch: one request must not hold the server for long. */
export const trpcBatchGate: MiddlewareHandler = async (c, next) => {
  // The path hono already took from the URL: parsing the URL again cost about 1 % of a read.
  const calls = callsInPath(c.req.path);
  if (calls > MAX_BATCH_CALLS) return trpcError(400, 'BAD_REQUEST', BATCH_TOO_LARGE_MESSAGE, 1);
  return next();
};

/**
 * The CSRF gate of /trpc, the same rule better-auth applies to /api/auth: a state-changing call
 * sent by a browser must come from one of the app's own origins. Browsers always send Origin (or
 * Sec-Fetch-Site) with a POST; a client that sends neither is not a browser and cannot carry a
 * victim's cookie, so it passes.
 */
export function trpcOriginGate(allowed: string[], appUrl: string): MiddlewareHandler {
  const origins = new Set(allowed);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreign = origin ? !origins.has(origin) : site === 'cross-site' || site === 'same-site';
    if (foreign) return trpcError(403, 'FORBIDDEN', foreignOriginMessage(appUrl), callsIn(c.req.url));
    return next();
  };
}

/** A request still running after 60 s answers 504 with a message instead of hanging the client. */
export function requestTimeout(ms = REQUEST_TIMEOUT_MS): MiddlewareHandler {
  return timeout(ms, (c) => new HTTPException(504, { res: errorFor(c, 504, 'TIMEOUT', TIMEOUT_MESSAGE) }));
}
