import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { CLIENT_IP_HEADER } from './auth';
import type { AppDeps } from './deps';
import { createPublicApi } from './public-api/app';
import { createRequestContext } from './trpc/context';
import { appRouter } from './trpc/router';

export const WEB_DIST = resolve('dist/web');

export function createHttpApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use('*', compress());

  app.get('/api/health', (c) => c.json({ ok: true }));

  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    deps.auth.handler(withClientIp(c.req.raw, c.env?.incoming?.socket?.remoteAddress)),
  );

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: ({ req, resHeaders }) => createRequestContext(deps, req, resHeaders),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          deps.logger.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    }),
  );

  app.route('/api', createPublicApi(deps));

  const webDist = options.webDist ?? WEB_DIST;
  if (existsSync(join(webDist, 'index.html'))) mountSpa(app, webDist);
  return app;
}

// The client IP used for rate limiting comes from the socket, never from a header the client sent.
function withClientIp(req: Request, remoteAddress: string | undefined): Request {
  const headers = new Headers(req.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (remoteAddress) headers.set(CLIENT_IP_HEADER, remoteAddress.replace(/^::ffff:/, ''));
  return new Request(req, { headers });
}

function mountSpa(app: Hono<{ Bindings: HttpBindings }>, webDist: string) {
  const root = webDist;
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  let indexHtml: string | undefined;
  // Client-side routes (and unknown paths, which the SPA answers with 'Page not found').
  app.get('*', async (c) => {
    indexHtml ??= await readFile(join(root, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
