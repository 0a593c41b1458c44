import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppDeps } from '../context-types';
import { allowOwnInlineScripts } from '../http/security-headers';
import { issueToken, requireBearer, TOKEN_LIFETIME_SECONDS } from './auth';
import { docsFonts, serveDocsFont } from './docs-fonts';
import { idempotency } from './idempotency';
import { problem, toProblemResponse, validationProblem } from './problem';
import { rateLimit } from './rate-limit';
import { requireJsonBody } from './request-body';
import { registerQuoteRoutes } from './routes/quotes';
import { postProblems, serverProblems } from './routes/responses';
import { registerShopRoutes } from './routes/shops';
import { registerVehicleRoutes } from './routes/vehicles';
import { problemSchema, tokenRequestSchema, tokenResponseSchema } from './schemas';
import type { ApiEnv } from './types';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The public API (/api/v1) and its docs (/api/docs), mounted by the HTTP app under /api. */
export function createPublicApi(deps: AppDeps) {
  const v1 = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) =>
      result.success ? undefined : validationProblem(c, result.error, result.target),
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

  v1.use('*', requireBearer, rateLimit, requireJsonBody, idempotency);
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
  api.get('/docs/fonts/:file', serveDocsFont);
  api.get(
    '/docs',
    allowOwnInlineScripts(deps.env),
    Scalar({
      url: OPENAPI_PATH,
      pageTitle: 'Repair Quotes API',
      cdn: '/api/docs/scalar.js',
      // Scalar's default fonts come from its font host, refused by our CSP: ours are local.
      withDefaultFonts: false,
      customCss: docsFonts().css,
    }),
  );
  return api;
}

// The zod bundled into Scalar asks whether eval works by calling Function('') once: under our
// CSP (no 'unsafe-eval') the call is refused and reported as a violation, and zod then works
// without it. The answer is known in advance, so the bundle is given it instead of the probe.
// Matched loosely: each release minifies the probe its own way.
const EVAL_PROBE = /try\{return(?: new)? Function\((?:``|""|'')\),!0\}catch(?:\(\w+\))?\{return!1\}/;

let bundle: Promise<string> | null = null;
function scalarBundle(): Promise<string> {
  // The package exports no path to its browser bundle; it sits beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  bundle ??= readFile(join(dirname(entry), 'browser', 'standalone.js'), 'utf8').then((script) =>
    script.replace(EVAL_PROBE, 'return!1'),
  );
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
  v1.openAPIRegistry.registerComponent('securitySchemes', 'clientBasic', {
    type: 'http',
    scheme: 'basic',
    description: 'The token request’s client id and secret, each percent-encoded (RFC 6749 §2.3.1)',
  });
  const problemContent = { 'application/problem+json': { schema: problemSchema } };
  v1.openAPIRegistry.registerPath({
    method: 'post',
    path: '/oauth/token',
    operationId: 'issueToken',
    summary: 'Get an access token (OAuth 2.0 client credentials)',
    description:
      'client_id and client_secret as a form (grant_type=client_credentials), as JSON, or as HTTP Basic. Limited per client address and per client id (429 with Retry-After).',
    // HTTP Basic, or the id and secret in the body.
    security: [{ clientBasic: [] }, {}],
    request: {
      body: {
        required: false,
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
        headers: {
          'Cache-Control': { description: 'no-store', required: true, schema: { type: 'string' } },
        },
      },
      400: {
        description:
          'A malformed request (error: invalid_request) or another grant type (error: unsupported_grant_type); `errors` names the value',
        content: problemContent,
      },
      401: {
        description:
          'Wrong client credentials, or a credential whose creator has left the organization (error: invalid_client; the detail says which)',
        content: problemContent,
        headers: {
          'WWW-Authenticate': {
            description: 'Basic realm="api"',
            required: true,
            schema: { type: 'string' },
          },
        },
      },
      413: postProblems[413],
      415: {
        description: 'A body that is neither a form nor JSON (see Content-Type)',
        content: problemContent,
      },
      429: {
        description: 'Too many token requests from this address or for this client id, or at once',
        content: problemContent,
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before trying again',
            required: true,
            schema: { type: 'integer', minimum: 1 },
          },
        },
      },
      ...serverProblems,
    },
  });
}
