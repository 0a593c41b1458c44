import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppDeps } from '../context-types';
import { allowOwnInlineScripts } from '../http/security-headers';
import { issueToken, requireBearer, TOKEN_LIFETIME_SECONDS } from './auth';
import { idempotency } from './idempotency';
import { problem, toProblemResponse, validationProblem } from './problem';
import { rateLimit } from './rate-limit';
import { registerQuoteRoutes } from './routes/quotes';
import { registerShopRoutes } from './routes/shops';
import { registerVehicleRoutes } from './routes/vehicles';
import { problemSchema, tokenRequestSchema, tokenResponseSchema } from './schemas';
import type { ApiEnv } from './types';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The public API (/api/v1) and its docs (/api/docs), mounted by the HTTP app under /api. */
export function createPublicApi(deps: AppDeps) {
  const v1 = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : validationProblem(c, result.error)),
  });
  v1.onError((error, c) => toProblemResponse(c, error, deps.logger));
  v1.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  registerDocumentMetadata(v1);
  v1.post('/oauth/token', issueToken);
  v1.get('/openapi.json', (c) =>
    c.json(
      v1.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Repair Quotes API',
          version: '1.0.0',
          description:
            'Quotes for an organization’s shops. Get a token with the client credentials grant, then send it as `Authorization: Bearer …`. Errors are RFC 9457 problem+json.',
        },
        servers: [{ url: '/api/v1' }],
      }),
    ),
  );

  v1.use('*', requireBearer, rateLimit, idempotency);
  registerShopRoutes(v1);
  registerVehicleRoutes(v1);
  registerQuoteRoutes(v1);
  v1.all('*', (c) => problem(c, 404, 'Not found'));

  const api = new Hono();
  api.route('/v1', v1);
  // The docs page's script is served from the installed package: the page works offline and
  // without a third-party CDN.
  api.get('/docs/scalar.js', async (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await scalarBundle());
  });
  api.get(
    '/docs',
    allowOwnInlineScripts(deps.env),
    Scalar({ url: OPENAPI_PATH, pageTitle: 'Repair Quotes API', cdn: '/api/docs/scalar.js' }),
  );
  return api;
}

let bundle: Promise<string> | null = null;
function scalarBundle(): Promise<string> {
  // The package exports no path to its browser bundle; it sits beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  bundle ??= readFile(join(dirname(entry), 'browser', 'standalone.js'), 'utf8');
  return bundle;
}

function registerDocumentMetadata(v1: OpenAPIHono<ApiEnv>) {
  v1.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: `An access token from POST /oauth/token (valid ${TOKEN_LIFETIME_SECONDS / 60} minutes)`,
  });
  v1.openAPIRegistry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    flows: { clientCredentials: { tokenUrl: '/api/v1/oauth/token', scopes: {} } },
  });
  v1.openAPIRegistry.registerPath({
    method: 'post',
    path: '/oauth/token',
    summary: 'Get an access token (OAuth 2.0 client credentials)',
    description:
      'client_id and client_secret as a form (grant_type=client_credentials), as JSON, or as HTTP Basic.',
    request: {
      body: {
        content: {
          'application/x-www-form-urlencoded': { schema: tokenRequestSchema },
          'application/json': { schema: tokenRequestSchema },
        },
      },
    },
    responses: {
      200: {
        description: 'An access token',
        content: { 'application/json': { schema: tokenResponseSchema } },
      },
      400: {
        description: 'Unsupported grant type',
        content: { 'application/problem+json': { schema: problemSchema } },
      },
      401: {
        description: 'Wrong client credentials (error: invalid_client)',
        content: { 'application/problem+json': { schema: problemSchema } },
      },
    },
  });
}
