import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { apiAccessTokens, publicApiCredentials } from '../db/schema';
import { hashClientSecret, verifyClientSecret } from '../modules/credential/secret';
import { findCredentialByClientId } from '../modules/credential/service';
import { problem } from './problem';
import type { ApiCredential, ApiEnv } from './types';

/** Access tokens live 15 minutes: a leaked one is short-lived, and a client asks again cheaply. */
export const TOKEN_LIFETIME_SECONDS = 900;

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type ClientCredentials = { clientId: string; clientSecret: string; grantType?: string };

/** RFC 6749 §2.3.1: HTTP Basic first, else the form or JSON body. */
async function readClientCredentials(c: Context): Promise<ClientCredentials | null> {
  const basic = c.req.header('authorization')?.match(/^Basic\s+(.+)$/i)?.[1];
  const body = await readBody(c);
  const grantType = typeof body.grant_type === 'string' ? body.grant_type : undefined;
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
      grantType,
    };
  }
  if (typeof body.client_id !== 'string' || typeof body.client_secret !== 'string') return null;
  return { clientId: body.client_id, clientSecret: body.client_secret, grantType };
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json: unknown = await c.req.json();
      return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    }
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(await c.req.text()));
  } catch {
    // A body that does not parse carries no credentials: the client is not identified.
  }
  return {};
}

let dummyHash: Promise<string> | undefined;

function invalidClient(c: Context) {
  c.header('WWW-Authenticate', 'Basic realm="api"');
  return problem(c, 401, 'Invalid client credentials', { error: 'invalid_client' });
}

/** POST /api/v1/oauth/token: the client credentials grant. */
export async function issueToken(c: Context<ApiEnv>) {
  const credentials = await readClientCredentials(c);
  if (credentials?.grantType && credentials.grantType !== 'client_credentials')
    return problem(c, 400, 'Only the client_credentials grant is supported', {
      error: 'unsupported_grant_type',
    });
  if (!credentials) return invalidClient(c);
  const db = c.var.deps.db;
  const credential = await findCredentialByClientId(db, credentials.clientId);
  // An unknown client id costs the same hash as a wrong secret, so ids cannot be probed by timing.
  dummyHash ??= hashClientSecret(randomBytes(32).toString('base64url'));
  const isValid = await verifyClientSecret(
    credentials.clientSecret,
    credential?.client_secret_hash ?? (await dummyHash),
  );
  if (!credential || !isValid) return invalidClient(c);

  const accessToken = randomBytes(32).toString('base64url');
  // Expired tokens serve no purpose; a new one clears the credential's old ones.
  await db
    .delete(apiAccessTokens)
    .where(and(eq(apiAccessTokens.credential_id, credential.id), lt(apiAccessTokens.expires_at, new Date())));
  await db.insert(apiAccessTokens).values({
    credential_id: credential.id,
    token_hash: hashAccessToken(accessToken),
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  });
  c.header('Cache-Control', 'no-store');
  return c.json({
    access_token: accessToken,
    token_type: 'Bearer' as const,
    expires_in: TOKEN_LIFETIME_SECONDS,
  });
}

async function credentialForToken(db: Db, token: string): Promise<ApiCredential | null> {
  const [row] = await db
    .select({
      id: publicApiCredentials.id,
      organizationId: publicApiCredentials.organization_id,
      rateLimitPerMinute: publicApiCredentials.rate_limit_per_minute,
      createdBy: publicApiCredentials.created_by,
    })
    .from(apiAccessTokens)
    .innerJoin(publicApiCredentials, eq(publicApiCredentials.id, apiAccessTokens.credential_id))
    .where(
      and(eq(apiAccessTokens.token_hash, hashAccessToken(token)), gt(apiAccessTokens.expires_at, new Date())),
    )
    .limit(1);
  return row ?? null;
}

/** Bearer token → credential; a missing, unknown, expired or revoked token is 401. */
export const requireBearer: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const credential = token ? await credentialForToken(c.var.deps.db, token) : null;
  if (!credential) {
    c.header('WWW-Authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
    return problem(
      c,
      401,
      token ? 'The access token is invalid or has expired' : 'An access token is required',
    );
  }
  c.set('credential', credential);
  await next();
};
