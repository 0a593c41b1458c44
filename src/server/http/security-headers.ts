import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env';

type HeaderEnv = Pick<Env, 'isProduction' | 'POSTHOG_HOST' | 'POSTHOG_KEY'>;

/**
 * The Content-Security-Policy of the app's pages: scripts only from this origin (no inline
 * script anywhere), no framing. Inline styles stay allowed because Radix and sonner set them.
 * Supplier catalogue images come from any https host; the demo's emulators serve them over
 * http on loopback, so http images are allowed outside production only.
 */
export function contentSecurityPolicy(env: HeaderEnv, extraScriptSources: string[] = []): string {
  const analytics = env.POSTHOG_KEY ? [new URL(env.POSTHOG_HOST).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...extraScriptSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(env.isProduction ? [] : ['http:'])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers on every answer: the CSP above (a route may replace it, as the API docs page does for
 * its one hashed script), no framing, no MIME sniffing, no referrer (share links carry a token
 * in the path), HSTS in production only (a plain-http local install must stay reachable).
 */
export function securityHeaders(env: HeaderEnv): MiddlewareHandler {
  const csp = contentSecurityPolicy(env);
  const headers = secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: env.isProduction ? 'max-age=31536000; includeSubDomains' : false,
  });
  return async (c, next) => {
    await headers(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', csp);
    });
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * For a page made by a library that starts itself with an inline script (the API docs): the CSP
 * allows exactly those scripts by their sha256, nothing else inline.
 */
export function allowOwnInlineScripts(env: HeaderEnv): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.includes('text/html')) return;
    const html = await c.res.clone().text();
    const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(env, hashes));
  };
}
