import { randomBytes } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, expect } from 'vitest';
import { organizationShops, organizations, publicApiCredentials, userOrganizations } from '../db/schema';
import { hashClientSecret } from '../modules/credential/secret';
import { createTestApp, type TestApp } from '../test/harness';

// Test helpers for the public API: organizations with credentials, tokens, and a check of every
// answer against the OpenAPI document the server publishes.

let counter = 0;

/**
 * An organization with the shops and a credential. Its creator (`createdBy`, else a new user) is
 * made a member of the organization, as the app's credential page requires; `createdBy: null`
 * makes a credential whose creator is gone.
 */
export async function createApiClient(
  t: TestApp,
  input: { shopIds: string[]; createdBy?: string | null; rateLimitPerMinute?: number },
) {
  counter += 1;
  const [organization] = await t.db
    .insert(organizations)
    .values({ name: `API Org ${counter} ${randomBytes(3).toString('hex')}` })
    .returning();
  const creatorId = input.createdBy === undefined ? (await t.createUser()).id : input.createdBy;
  if (creatorId)
    await t.db.insert(userOrganizations).values({ user_id: creatorId, organization_id: organization!.id });
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
      created_by: creatorId,
    })
    .returning();
  return { organization: organization!, credential: credential!, clientId, clientSecret };
}

let address = 0;
/** A client address of its own, so a test's token requests never meet the per-address limit. */
export function nextClientAddress(): string {
  address += 1;
  return `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/** The token endpoint's answer to a client's credentials, from an address of its own. */
export async function requestToken(t: TestApp, clientId: string, clientSecret: string): Promise<Response> {
  return await t.request(
    '/api/v1/oauth/token',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    },
    nextClientAddress(),
  );
}

export async function fetchToken(t: TestApp, clientId: string, clientSecret: string): Promise<string> {
  const res = await requestToken(t, clientId, clientSecret);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

type Header = { required?: boolean; schema?: { type?: string; minimum?: number; enum?: string[] } };
type Declared = {
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, Header>;
};
export type Document = {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, Declared> }>>;
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

// JSON Schema 2020-12, the dialect of OpenAPI 3.1, with the keywords OpenAPI adds to it.
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats.default(ajv);
ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
const validators = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object, doc: Document): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(inline(schema, doc) as object);
    validators.set(schema, validate);
  }
  return validate;
}

function checkHeader(res: Response, name: string, header: Header, where: string) {
  const value = res.headers.get(name);
  if (header.required) expect(value, `${where} sends the ${name} header`).not.toBeNull();
  if (value === null || !header.schema) return;
  const { type, minimum, enum: allowed } = header.schema;
  if (type === 'integer') {
    expect(value, `${where}: ${name} is an integer`).toMatch(/^\d+$/);
    if (minimum !== undefined) expect(Number(value)).toBeGreaterThanOrEqual(minimum);
  }
  if (allowed) expect(allowed, `${where}: ${name} is one of the declared values`).toContain(value);
}

/**
 * Asserts an answer is one the document declares for this path, method and status, with that
 * content type, that its body matches the declared schema (JSON Schema 2020-12, as OpenAPI 3.1
 * has it) and that it carries every header declared as required, in the declared form.
 */
export async function expectDocumented(doc: Document, path: string, method: string, res: Response) {
  const where = `${method.toUpperCase()} ${path} ${res.status}`;
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is in the document`).toBeDefined();
  const declared = operation!.responses[String(res.status)];
  expect(declared, `${res.status} is declared for ${method.toUpperCase()} ${path}`).toBeDefined();
  const type = res.headers.get('content-type')?.split(';')[0] ?? '';
  const media = declared!.content?.[type];
  expect(media, `${type} is declared for ${where}`).toBeDefined();
  for (const [name, header] of Object.entries(declared!.headers ?? {})) checkHeader(res, name, header, where);
  const body: unknown = await res.clone().json();
  const validate = validatorFor(media!.schema as object, doc);
  expect(validate(body), `${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`).toBe(
    true,
  );
  return body;
}

/** A file's test app and the OpenAPI document it serves, for answers checked against it. */
export function setUpDocumentedApp(ready: (t: TestApp, doc: Document) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app, (await (await app.request('/api/v1/openapi.json')).json()) as Document);
  });
  afterAll(() => app?.close());
}
