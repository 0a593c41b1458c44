import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
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
 * in the path), HSTS in production only (a plain-http local install must stay reachable), and the
 * rest of hono's secure-headers defaults. One list, made once, shared by the hono middleware and
 * the direct read path of /trpc (http/trpc-reads.ts).
 */
export function securityHeaderList(env: HeaderEnv): ReadonlyArray<readonly [string, string]> {
  return [
    ['cross-origin-resource-policy', 'same-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(env.isProduction
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const]
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['content-security-policy', contentSecurityPolicy(env)],
  ];
}

export function securityHeaders(env: HeaderEnv): MiddlewareHandler {
  const list = securityHeaderList(env);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list)
      if (name !== 'content-security-policy' || !headers.has(name)) headers.set(name, value);
    headers.delete('x-powered-by');
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
