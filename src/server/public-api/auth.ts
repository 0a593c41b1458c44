import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { textProblem } from '../../shared/schemas/text';
import type { Db } from '../db/client';
import { apiAccessTokens, publicApiCredentials, userOrganizations } from '../db/schema';
import { hashClientSecret, verifyClientSecret } from '../modules/credential/secret';
import {
  CREATOR_LEFT_MESSAGE,
  type CredentialRow,
  creatorMembership,
  findCredentialByClientId,
  isCreatorInOrganization,
} from '../modules/credential/service';
import { type FieldError, fieldProblem, problem } from './problem';
import { createWorkLimiter, limitTokenRequests, tooManyRequests } from './rate-limit';
import { JSON_MEDIA_TYPE, mediaTypeOf, parseJsonObject } from './request-body';
import type { ApiCredential, ApiEnv } from './types';

/** Access tokens live 15 minutes: a leaked one is short-lived, and a client asks again cheaply. */
export const TOKEN_LIFETIME_SECONDS = 900;

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type ClientCredentials = { clientId: string; clientSecret: string };
type TokenRequest = { credentials: ClientCredentials | null };

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
const MAX_FIELD_LENGTH = 255;
const BASIC_SHAPE_MESSAGE = 'Basic credentials must be the base64 of client_id:client_secret';

/** RFC 6749 §5.2's invalid_request, naming the value that was wrong. */
function invalidRequest(c: Context, field: FieldError) {
  return fieldProblem(c, 400, field, { error: 'invalid_request' });
}

/** A value that could reach the database or the hash: bounded, and the app's rule for one-line text. */
function refusalOf(value: string, name: string): string | null {
  if (value.length > MAX_FIELD_LENGTH) return `${name} must be at most ${MAX_FIELD_LENGTH} characters`;
  return textProblem(value, name);
}

/** The form or JSON body as fields; no body at all is fine (HTTP Basic carries the credentials). */
async function readBody(c: Context): Promise<Record<string, unknown> | Response> {
  const type = mediaTypeOf(c.req.header('content-type'));
  const text = await c.req.text();
  if (type === FORM_MEDIA_TYPE) return Object.fromEntries(new URLSearchParams(text));
  if (JSON_MEDIA_TYPE.test(type)) {
    const body = parseJsonObject(text);
    return typeof body === 'string' ? invalidRequest(c, { in: 'body', path: '', message: body }) : body;
  }
  if (text === '') return {};
  return fieldProblem(c, 415, {
    in: 'header',
    path: 'Content-Type',
    message: 'Send the token request as a form (application/x-www-form-urlencoded) or as JSON',
  });
}

/** RFC 6749 §2.3.1: percent-encoded client id and secret in HTTP Basic; null when not sent. */
function readBasic(c: Context): ClientCredentials | Response | null {
  const header = c.req.header('authorization');
  if (!header || !/^basic(\s|$)/i.test(header)) return null;
  const refuse = (message: string) => invalidRequest(c, { in: 'header', path: 'Authorization', message });
  const encoded = header.slice('basic'.length).trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return refuse(BASIC_SHAPE_MESSAGE);
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return refuse(BASIC_SHAPE_MESSAGE);
  const parts = { 'The client id': decoded.slice(0, colon), 'The client secret': decoded.slice(colon + 1) };
  const values: string[] = [];
  for (const [name, raw] of Object.entries(parts)) {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return refuse(`${name} in the Basic credentials is not valid percent-encoding`);
    }
    const refusal = refusalOf(value, `${name} in the Basic credentials`);
    if (refusal) return refuse(refusal);
    values.push(value);
  }
  return { clientId: values[0]!, clientSecret: values[1]! };
}

/** HTTP Basic first, else the body's client_id and client_secret; each value checked and named. */
async function readTokenRequest(c: Context): Promise<TokenRequest | Response> {
  const body = await readBody(c);
  if (body instanceof Response) return body;
  const fields: Record<string, string | undefined> = {};
  for (const name of ['grant_type', 'client_id', 'client_secret']) {
    const value = body[name];
    if (value === undefined) continue;
    const refusal = typeof value === 'string' ? refusalOf(value, name) : `${name} must be text`;
    if (refusal) return invalidRequest(c, { in: 'body', path: name, message: refusal });
    fields[name] = value as string;
  }
  if (fields.grant_type !== undefined && fields.grant_type !== 'client_credentials')
    return fieldProblem(
      c,
      400,
      { in: 'body', path: 'grant_type', message: 'Only the client_credentials grant is supported' },
      { error: 'unsupported_grant_type' },
    );
  const basic = readBasic(c);
  if (basic instanceof Response) return basic;
  if (basic) return { credentials: basic };
  const { client_id: clientId, client_secret: clientSecret } = fields;
  return {
    credentials: clientId !== undefined && clientSecret !== undefined ? { clientId, clientSecret } : null,
  };
}

let dummyHash: Promise<string> | undefined;
// An unknown client id costs a hash too (below); a flood of them from many addresses must not
// take the CPU from real clients, so at most two run at once and a few more wait. Past that the
// answer is 429 at once: under such a flood an unknown id may answer sooner than a known one.
const unknownClientHashes = createWorkLimiter(2, 16);

function invalidClient(c: Context, detail = 'Invalid client credentials') {
  c.header('WWW-Authenticate', 'Basic realm="api"');
  return problem(c, 401, detail, { error: 'invalid_client' });
}

/** Whether the secret is the credential's; an unknown client costs the same hash, or null when too busy. */
async function checkSecret(credential: CredentialRow | null, secret: string): Promise<boolean | null> {
  if (credential) return verifyClientSecret(secret, credential.client_secret_hash);
  // An unknown client id costs the same hash as a wrong secret, so ids cannot be probed by timing.
  dummyHash ??= hashClientSecret(randomBytes(32).toString('base64url'));
  const stored = await dummyHash;
  const outcome = await unknownClientHashes(() => verifyClientSecret(secret, stored));
  return outcome.isDone ? false : null;
}

/** POST /api/v1/oauth/token: the client credentials grant. */
export async function issueToken(c: Context<ApiEnv>) {
  const request = await readTokenRequest(c);
  if (request instanceof Response) return request;
  const limited = await limitTokenRequests(c, request.credentials?.clientId);
  if (limited) return limited;
  if (!request.credentials) return invalidClient(c);
  const db = c.var.deps.db;
  const credential = await findCredentialByClientId(db, request.credentials.clientId);
  const isValid = await checkSecret(credential, request.credentials.clientSecret);
  if (isValid === null) return tooManyRequests(c, 1, 'Too many token requests at once. Retry in 1 s.');
  if (!credential || !isValid) return invalidClient(c);
  // Told only to a client that proved it holds the secret.
  if (!(await isCreatorInOrganization(db, credential.id))) return invalidClient(c, CREATOR_LEFT_MESSAGE);

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

async function credentialForToken(
  db: Db,
  token: string,
): Promise<(ApiCredential & { isCreatorMember: boolean }) | null> {
  const [row] = await db
    .select({
      id: publicApiCredentials.id,
      organizationId: publicApiCredentials.organization_id,
      rateLimitPerMinute: publicApiCredentials.rate_limit_per_minute,
      createdBy: publicApiCredentials.created_by,
      isCreatorMember: sql<boolean>`${isNotNull(userOrganizations.id)}`,
    })
    .from(apiAccessTokens)
    .innerJoin(publicApiCredentials, eq(publicApiCredentials.id, apiAccessTokens.credential_id))
    .leftJoin(userOrganizations, creatorMembership)
    .where(
      and(eq(apiAccessTokens.token_hash, hashAccessToken(token)), gt(apiAccessTokens.expires_at, new Date())),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Bearer token → credential; a missing, unknown, expired or revoked token is 401, and so is one
 * whose credential's creator has left the organization (it says so).
 */
export const requireBearer: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const found = token ? await credentialForToken(c.var.deps.db, token) : null;
  if (!found?.isCreatorMember) {
    c.header('WWW-Authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
    const detail = !token
      ? 'An access token is required'
      : found
        ? CREATOR_LEFT_MESSAGE
        : 'The access token is invalid or has expired';
    return problem(c, 401, detail);
  }
  const { isCreatorMember: _, ...credential } = found;
  c.set('credential', credential);
  await next();
};
