import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import { organizationShops, organizations, publicApiCredentials } from '../db/schema';
import { hashClientSecret } from '../modules/credential/secret';
import type { TestApp } from '../test/harness';

// Test helpers for the public API: organizations with credentials, tokens, and a check of every
// answer against the OpenAPI document the server publishes.

let counter = 0;

export async function createApiClient(
  t: TestApp,
  input: { shopIds: string[]; createdBy?: string; rateLimitPerMinute?: number },
) {
  counter += 1;
  const [organization] = await t.db
    .insert(organizations)
    .values({ name: `API Org ${counter} ${randomBytes(3).toString('hex')}` })
    .returning();
  if (input.shopIds.length)
    await t.db
      .insert(organizationShops)
      .values(input.shopIds.map((shopId) => ({ organization_id: organization!.id, shop_id: shopId })));
  const clientId = `rqc_test${counter}_${randomBytes(6).toString('base64url')}`;
  const clientSecret = `rqs_${randomBytes(32).toString('base64url')}`;
  const [credential] = await t.db
    .insert(publicApiCredentials)
    .values({
      organization_id: organization!.id,
      nickname: `Test ${counter}`,
      client_id: clientId,
      client_secret_hash: await hashClientSecret(clientSecret),
      client_secret_prefix: clientSecret.slice(0, 8),
      client_secret_suffix: clientSecret.slice(-4),
      rate_limit_per_minute: input.rateLimitPerMinute ?? null,
      created_by: input.createdBy ?? null,
    })
    .returning();
  return { organization: organization!, credential: credential!, clientId, clientSecret };
}

export async function fetchToken(t: TestApp, clientId: string, clientSecret: string): Promise<string> {
  const res = await t.request('/api/v1/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
};

/** Replaces each `#/components/schemas/X` reference by the schema itself. */
function inline(node: unknown, doc: Document): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, doc));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (ref) return inline(doc.components?.schemas?.[ref.replace('#/components/schemas/', '')], doc);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, doc)]));
}

/**
 * Asserts an answer is one the document declares for this path, method and status, with that
 * content type, and that its body matches the declared schema (compiled from the document).
 */
export async function expectDocumented(doc: Document, path: string, method: string, res: Response) {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is in the document`).toBeDefined();
  const declared = operation!.responses[String(res.status)];
  expect(declared, `${res.status} is declared for ${method.toUpperCase()} ${path}`).toBeDefined();
  const type = res.headers.get('content-type')?.split(';')[0] ?? '';
  const media = declared!.content?.[type];
  expect(media, `${type} is declared for ${res.status}`).toBeDefined();
  const body: unknown = await res.clone().json();
  const schema = z.fromJSONSchema(inline(media!.schema, doc) as Parameters<typeof z.fromJSONSchema>[0]);
  const result = schema.safeParse(body);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  return body;
}
