import type { Env } from '../env';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may send state-changing requests from (better-auth's CSRF check and the
 * /trpc gate share this list). Outside production the app answers on every loopback name, since
 * people type 127.0.0.1 as often as localhost; production trusts APP_URL and TRUSTED_ORIGINS only.
 */
export function allowedOrigins(env: Pick<Env, 'APP_URL' | 'TRUSTED_ORIGINS' | 'isProduction' | 'PORT'>) {
  const origins = new Set<string>([new URL(env.APP_URL).origin, ...env.TRUSTED_ORIGINS]);
  if (!env.isProduction) {
    const appUrl = new URL(env.APP_URL);
    const ports = new Set([String(env.PORT), appUrl.port || defaultPort(appUrl.protocol), '5173']);
    for (const host of LOOPBACK_HOSTS) for (const port of ports) origins.add(`http://${host}:${port}`);
  }
  return [...origins];
}

function defaultPort(protocol: string) {
  return protocol === 'https:' ? '443' : '80';
}
