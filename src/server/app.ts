import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { accountPageOf } from '../shared/account-pages';
import { CLIENT_IP_HEADER } from './auth';
import type { AppDeps } from './context-types';
import { explainAuthRefusal } from './http/auth-answers';
import { clientIp } from './http/client-ip';
import { compressAnswers } from './http/compress';
import {
  bodySizeGate,
  MAX_BATCH_CALLS,
  REQUEST_TIMEOUT_MS,
  requestTimeout,
  trpcBatchGate,
  trpcOriginGate,
} from './http/request-gates';
import { securityHeaderList, securityHeaders } from './http/security-headers';
import { createTrpcReads } from './http/trpc-reads';
import { allowedOrigins } from './lib/origins';
import { mountReminderUnsubscribe } from './modules/deferred-work/unsubscribe';
import { mountEstimatePdf } from './modules/estimate/pdf-route';
import { createPublicApi } from './public-api/app';
import { createRequestContext } from './trpc/context';
import { logProcedureError } from './trpc/log-error';
import { appRouter } from './trpc/router';

export type HttpAppOptions = { webDist?: string; maxBodyBytes?: number; requestTimeoutMs?: number };

export function createHttpApp(deps: AppDeps, options: HttpAppOptions = {}) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', securityHeaders(deps.env));
  app.use('*', compressAnswers());
  app.use('*', requestTimeout(options.requestTimeoutMs));
  app.use('*', bodySizeGate(options.maxBodyBytes));

  app.get('/api/health', (c) => c.json({ ok: true }));

  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    explainAuthRefusal(
      await deps.auth.handler(withClientIp(c.req.raw, c.env?.incoming?.socket?.remoteAddress)),
      deps.env.APP_URL,
    ),
  );

  app.use('/trpc/*', trpcBatchGate, trpcOriginGate(allowedOrigins(deps.env), deps.env.APP_URL));
  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      // The request as the Node server made it: a copy would build a full fetch Request (body
      // stream, abort signal) for every call (decision 027). user.signup passes the client's
      // address on to better-auth, whose limiter counts by it.
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ req, resHeaders }) =>
        createRequestContext(deps, req.headers, resHeaders, clientIp(c.env?.incoming?.socket?.remoteAddress)),
      onError: logProcedureError(deps),
    }),
  );

  app.route('/api', createPublicApi(deps));
  mountEstimatePdf(app, deps);
  mountReminderUnsubscribe(app, deps);

  const webDist = options.webDist ?? resolve(deps.env.WEB_DIST_DIR);
  if (existsSync(join(webDist, 'index.html')))
    mountSpa(app, webDist, { serveSourceMaps: !deps.env.isProduction });
  return app;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The Node server's listener: the reads of /trpc straight from Node's request to its response
 * (decision 029), everything else through the hono app.
 */
export function createRequestListener(deps: AppDeps, options: HttpAppOptions = {}): RequestListener {
  const app = createHttpApp(deps, options);
  const viaHono = getRequestListener(app.fetch);
  const reads = createTrpcReads({
    router: appRouter,
    createContext: (reqHeaders, resHeaders, ip) => createRequestContext(deps, reqHeaders, resHeaders, ip),
    onError: logProcedureError(deps),
    headers: securityHeaderList(deps.env),
    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    clientIp: (req) => clientIp(req.socket.remoteAddress),
  });
  return (req, res) => {
    reads(req, res).then(
      (taken) => {
        if (!taken) void viaHono(req, res);
      },
      (error: unknown) => {
        deps.logger.error({ err: error, url: req.url }, 'read failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end();
      },
    );
  };
}

// The client IP used for rate limiting comes from the socket, never from a header the client sent.
function withClientIp(req: Request, remoteAddress: string | undefined): Request {
  const headers = new Headers(req.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(remoteAddress);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(req, { headers });
}

function mountSpa(
  app: Hono<{ Bindings: HttpBindings }>,
  webDist: string,
  opts: { serveSourceMaps: boolean },
) {
  const root = webDist;
  // Source maps help while developing; in production they would publish the source.
  if (!opts.serveSourceMaps)
    app.use('*', async (c, next) => {
      if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
      await next();
    });
  app.use(
    '/assets/*',
    serveStatic({
      root,
      // The build's brotli copies (scripts/precompress-assets.ts), to a browser that takes them.
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // A built file that is not there (an old chunk after a deploy, a typo) is a 404, not the app's
  // page: a script or style answered with HTML fails in a way nobody can read.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root }));
  const pages = new Map<string, string>();
  // The account pages have their own small entry without the router (decision 026); a build
  // from before it serves them from the app's entry, whose router has them too.
  const hasAccountEntry = existsSync(join(root, 'account.html'));
  // Client-side routes (and unknown paths, which the SPA answers with 'Page not found').
  app.get('*', async (c) => {
    const file = hasAccountEntry && accountPageOf(c.req.path) ? 'account.html' : 'index.html';
    const page = pages.get(file) ?? (await readFile(join(root, file), 'utf8'));
    pages.set(file, page);
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
}
