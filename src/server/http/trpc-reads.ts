import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  type AnyRouter,
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  type TRPCError,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { Context } from '../context-types';
import { isKeptAnswer } from '../trpc/kept-answers';
import { ANSWER_GZIP_LEVEL, acceptsGzip, COMPRESS_MAX_BYTES, COMPRESS_MIN_BYTES } from './compress';
import { callsInPath, MAX_BATCH_CALLS, TIMEOUT_MESSAGE, trpcErrorBody } from './request-gates';

const PREFIX = '/trpc/';

export type TrpcReadsOptions = {
  router: AnyRouter;
  createContext: (reqHeaders: Headers, resHeaders: Headers, clientIp: string | undefined) => Promise<Context>;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
  /** Headers every answer carries (security-headers.ts); the same list the hono app sets. */
  headers: ReadonlyArray<readonly [string, string]>;
  timeoutMs: number;
  clientIp: (req: IncomingMessage) => string | undefined;
};

/** Takes a request (true) or leaves it, untouched, to the hono app (false). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * The reads of /trpc answered straight from Node's request to Node's response (decision 029): a
 * GET of one or more queries. tRPC's own parts parse the request, run the procedures and shape
 * their answers and errors, so the bytes are those of its fetch adapter behind the hono app
 * (trpc-reads.test.ts compares both); what is left out is the fetch Request and Response, hono's
 * context and middleware chain, and reading the answer back out of a Response to compress it.
 * Anything else (a mutation, a streamed batch, an unknown procedure, a batch over the limit, a
 * GET with a body type) goes to the hono app, which answers it as before: nothing has been read
 * from the request by then.
 */
export function createTrpcReads(options: TrpcReadsOptions): NodeHandler {
  const config = options.router._def._config;
  return async (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || !url?.startsWith(PREFIX)) return false;
    const h = req.headers;
    if (h['trpc-accept'] !== undefined || h['content-type'] !== undefined) return false;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (callsInPath(pathname) > MAX_BATCH_CALLS) return false;
    let path: string;
    try {
      path = decodeURIComponent(pathname.slice(PREFIX.length).replace(/\/$/, ''));
    } catch {
      return false;
    }
    if (!path) return false;

    const reqHeaders = headersOf(req);
    const controller = new AbortController();
    const info = await getRequestInfo({
      req: { method: 'GET', headers: reqHeaders, signal: controller.signal } as unknown as Request,
      path,
      router: options.router,
      searchParams: new URLSearchParams(query === -1 ? '' : url.slice(query + 1)),
      headers: reqHeaders,
      url: null,
      maxBatchSize: MAX_BATCH_CALLS,
    }).catch(() => null);
    if (info?.type !== 'query' || info.calls.some((call) => !call.procedure)) return false;

    const onClose = () => {
      if (!res.writableFinished) controller.abort();
    };
    res.once('close', onClose);
    const timer = setTimeout(() => {
      const calls = info.calls.length;
      write(req, res, options, 504, JSON.stringify(trpcErrorBody(504, 'TIMEOUT', TIMEOUT_MESSAGE, calls)));
    }, options.timeoutMs);

    const resHeaders = new Headers();
    let ctx: Context | undefined;
    let ctxError: TRPCError | undefined;
    try {
      ctx = await options.createContext(reqHeaders, resHeaders, options.clientIp(req));
    } catch (cause) {
      ctxError = getTRPCErrorFromUnknown(cause);
    }
    const answers = await Promise.all(
      info.calls.map(async (call) => {
        const procedure = call.procedure!;
        try {
          if (ctxError) throw ctxError;
          const data = await procedure({
            path: call.path,
            getRawInput: call.getRawInput,
            ctx,
            type: 'query',
            signal: controller.signal,
            batchIndex: call.batchIndex,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          options.onError({ error, path: call.path });
          const shape = getErrorShape({
            config,
            ctx,
            error,
            input: call.result(),
            path: call.path,
            type: 'query',
          });
          return { error: shape };
        }
      }),
    );
    clearTimeout(timer);
    res.off('close', onClose);
    if (res.headersSent) return true;
    // JSON.stringify of a list is its items' texts joined: a kept answer's text is written once.
    const texts = answers.map((answer) => answerText(config, answer));
    const body = info.isBatchCall ? `[${texts.join(',')}]` : texts[0]!;
    const kept = info.isBatchCall ? undefined : keptData(answers[0]!);
    write(req, res, options, getHTTPStatusCode(answers), body, resHeaders, kept);
    return true;
  };
}

type Answer = { result: { data: unknown } } | { error: unknown };
type Config = AnyRouter['_def']['_config'];

/** What was written of a kept answer (trpc/kept-answers.ts): its item's text, and that text gzipped. */
const writtenText = new WeakMap<object, string>();
const writtenGzip = new WeakMap<object, Buffer>();

function keptData(answer: Answer): object | undefined {
  return 'result' in answer && isKeptAnswer(answer.result.data) ? answer.result.data : undefined;
}

function answerText(config: Config, answer: Answer): string {
  const kept = keptData(answer);
  let text = kept && writtenText.get(kept);
  if (text === undefined) {
    text = JSON.stringify(
      transformTRPCResponse(config, answer as Parameters<typeof transformTRPCResponse>[1]),
    );
    if (kept) writtenText.set(kept, text);
  }
  return text;
}

/** The request's headers as fetch Headers (what better-auth and the context read). */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.charCodeAt(0) !== 58) headers.append(name, raw[i + 1]!); // HTTP/2 pseudo-headers start with ':'
  }
  return headers;
}

/**
 * One answer in one write, with the headers the hono app gives a tRPC answer: tRPC's Vary and
 * type, the procedures' own headers (set-cookie), the security headers, and gzip as
 * http/compress.ts does it (Vary: Accept-Encoding on every answer, since its length is not known
 * before it is made).
 */
function write(
  req: IncomingMessage,
  res: ServerResponse,
  options: TrpcReadsOptions,
  status: number,
  text: string,
  resHeaders?: Headers,
  kept?: object,
) {
  if (res.headersSent) return;
  const out: Record<string, string | string[]> = {
    vary: 'trpc-accept, accept, Accept-Encoding',
    'content-type': 'application/json',
  };
  if (resHeaders)
    for (const [name, value] of resHeaders) {
      const had = out[name];
      if (name === 'set-cookie') out[name] = [...((had as string[] | undefined) ?? []), value];
      else out[name] = had === undefined ? value : `${had}, ${value}`;
    }
  for (const [name, value] of options.headers) out[name] = value;
  let body: Buffer | string = text;
  const length = Buffer.byteLength(text);
  if (
    length >= COMPRESS_MIN_BYTES &&
    length <= COMPRESS_MAX_BYTES &&
    acceptsGzip(req.headers['accept-encoding'])
  ) {
    let gzipped = kept && writtenGzip.get(kept);
    if (!gzipped) {
      gzipped = gzipSync(text, { level: ANSWER_GZIP_LEVEL });
      if (kept) writtenGzip.set(kept, gzipped);
    }
    body = gzipped;
    out['content-encoding'] = 'gzip';
    out['content-length'] = String(body.byteLength);
  } else {
    out['content-length'] = String(length);
  }
  res.writeHead(status, out);
  res.end(body);
}
