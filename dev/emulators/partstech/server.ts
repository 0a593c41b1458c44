import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { QuotedPart } from '../../../src/server/integrations/partstech/types';
import { defaultPartsTechCatalog, type EmulatedCatalog, type EmulatedPart } from './catalog';

export type PartsTechEmulatorOptions = {
  partner?: { id: string; key: string };
  users?: Array<{ id: string; key: string }>;
  catalog?: EmulatedCatalog;
  /** The stores each user's shop has connected (its supplier preferences), by user id. */
  connectedStores?: Record<string, number[]>;
  port?: number;
};

export type EmulatedRequest = { path: string; authorization: string | null; body: unknown };

export type PartsTechEmulator = {
  url: string;
  partner: { id: string; key: string };
  users: Array<{ id: string; key: string }>;
  /** Every request received, oldest first. */
  requests: EmulatedRequest[];
  close: () => Promise<void>;
  /** The next `times` requests answer `status` (PartsTech's error envelope) before any check. */
  failNext: (status: number, times?: number) => void;
  /** The next `times` requests wait `ms` before answering, to exercise client timeouts. */
  delayNext: (ms: number, times?: number) => void;
  /** Every token issued so far is expired: the next calls with it get 401 ExpiredToken. */
  expireTokens: () => void;
};

export const EMULATOR_PARTNER = { id: 'emulator-partner', key: 'emulator-partner-key-0001' };
export const EMULATOR_USER = { id: 'emulator-shop-user', key: 'emulator-user-key-0001' };
/** The Bay Area stores an emulated shop buys from, unless `connectedStores` says otherwise. */
export const EMULATOR_SHOP_STORES = [1001, 1002, 2001, 2002];
const TOKEN_LIFETIME_SECONDS = 3600;

type Issued = { username: string; expiresAt: number; expired: boolean };

const fail = (c: Context, status: number, code: string, message: string, validationErrors?: string[]) =>
  c.json(
    { error: { code, message }, ...(validationErrors ? { validationErrors } : {}) },
    status as ContentfulStatusCode,
  );

/** A loopback stand-in for PartsTech's `POST /oauth/access` and `POST /catalog/quote`. */
export async function startPartsTechEmulator(
  options: PartsTechEmulatorOptions = {},
): Promise<PartsTechEmulator> {
  const partner = options.partner ?? EMULATOR_PARTNER;
  const users = options.users ?? [EMULATOR_USER];
  const catalog = options.catalog ?? defaultPartsTechCatalog();
  const tokens = new Map<string, Issued>();
  const requests: EmulatedRequest[] = [];
  const failures: number[] = [];
  const delays: number[] = [];

  const app = new Hono();
  app.use('*', async (c, next) => {
    const body = await c.req.json().catch(() => undefined);
    requests.push({ path: c.req.path, authorization: c.req.header('authorization') ?? null, body });
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.shift();
    if (failure !== undefined) {
      const code = failure === 429 ? 'TooManyRequests' : failure >= 500 ? 'InternalError' : 'EmulatedFailure';
      return fail(c, failure, code, 'Emulated failure');
    }
    await next();
  });

  app.post('/oauth/access', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      accessType?: unknown;
      credentials?: { user?: { id?: unknown; key?: unknown }; partner?: { id?: unknown; key?: unknown } };
    } | null;
    if (!body) return fail(c, 400, 'InvalidRequestSyntax', 'Cannot parse request. Invalid data format');
    if (body.accessType !== 'user') {
      return fail(c, 400, 'InvalidRequestSyntax', 'Cannot parse request. Invalid data format', [
        'accessType - Only "user" access is emulated.',
      ]);
    }
    const given = body.credentials;
    // The published API answers bad credentials with 401 (AuthenticationFailed).
    if (given?.partner?.id !== partner.id || given.partner.key !== partner.key) {
      return fail(c, 401, 'PartnerAuthenticationFailed', 'Incorrect partner id or partner key');
    }
    const user = users.find((u) => u.id === given.user?.id && u.key === given.user?.key);
    if (!user) return fail(c, 401, 'UserAuthenticationFailed', 'Incorrect user id or user key');
    const accessToken = issueToken(user.id, partner.id);
    tokens.set(accessToken, {
      username: user.id,
      expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
      expired: false,
    });
    return c.json({
      tokenType: 'bearer',
      accessToken,
      expiresIn: TOKEN_LIFETIME_SECONDS,
      refreshToken: null,
      username: user.id,
      partner: partner.id,
    });
  });

  app.post('/catalog/quote', async (c) => {
    const header = c.req.header('authorization');
    if (!header?.startsWith('Bearer ')) return fail(c, 401, 'InvalidToken', 'Bearer token was not provided');
    const issued = tokens.get(header.slice('Bearer '.length));
    if (!issued) return fail(c, 401, 'InvalidToken', 'Provided token is invalid');
    if (issued.expired || Date.now() >= issued.expiresAt) {
      return fail(c, 401, 'ExpiredToken', 'Provided token is expired');
    }
    const body = (await c.req.json().catch(() => null)) as {
      storeId?: unknown;
      searchParams?: { vin?: unknown; keyword?: unknown; partTypeIds?: unknown };
    } | null;
    if (!body) return fail(c, 400, 'InvalidRequestSyntax', 'Cannot parse request. Invalid data format');
    const problems = validateQuote(body);
    if (problems.length > 0) {
      return fail(c, 400, 'InvalidRequestSyntax', 'Cannot parse request. Invalid data format', problems);
    }
    const storeId = body.storeId as number;
    // A user quotes only at the stores its shop connected; their stock is all it sees, too.
    const connected = options.connectedStores?.[issued.username] ?? EMULATOR_SHOP_STORES;
    const supplier = catalog.suppliers.find((s) => s.stores.some((store) => store.id === storeId));
    if (!supplier || !connected.includes(storeId)) {
      return fail(c, 403, 'HaveNotPermission', `Store ${storeId} is not connected to this user`);
    }
    const shopStores = supplier.stores
      .filter((s) => connected.includes(s.id))
      .sort((a, b) => Number(b.id === storeId) - Number(a.id === storeId));
    const params = body.searchParams!;
    const matches = Array.isArray(params.partTypeIds)
      ? catalog.parts.filter((p) => (params.partTypeIds as number[]).includes(p.taxonomy.partTypeId))
      : catalog.parts.filter((p) => matchesKeyword(p, String(params.keyword)));
    const parts: QuotedPart[] = matches.map((part) => {
      const { stock, ...rest } = part;
      const quantity = stock[storeId];
      return {
        ...rest,
        partId: `${part.brand.brandID}-${part.partNumber}`,
        status: quantity === undefined ? 'SPECIAL_ORDER' : quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        supplier: { id: supplier.id, name: supplier.name },
        store: supplier.stores.find((s) => s.id === storeId)!,
        quantity: quantity ?? 0,
        storesAvailability: shopStores
          .filter((s) => stock[s.id] !== undefined)
          .map((s) => ({ specificName: s.name, store: s, quantity: stock[s.id]!, main: s.id === storeId })),
      };
    });
    return c.json({
      parts,
      filters: [],
      errors: parts.length === 0 ? [`${supplier.name} found no parts`] : [],
    });
  });

  app.notFound((c) => fail(c, 404, 'NotFound', `No route ${c.req.method} ${c.req.path}`));

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    partner,
    users,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    delayNext(ms, times = 1) {
      for (let i = 0; i < times; i += 1) delays.push(ms);
    },
    expireTokens() {
      for (const issued of tokens.values()) issued.expired = true;
    },
  };
}

function validateQuote(body: { storeId?: unknown; searchParams?: Record<string, unknown> }): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(body.storeId)) problems.push('storeId - This value should not be blank.');
  const params = body.searchParams;
  if (!params || typeof params !== 'object') {
    problems.push('searchParams - This value should not be blank.');
    return problems;
  }
  if (typeof params.vin !== 'string' || params.vin.trim() === '') {
    problems.push('searchParams.vin - This value should not be blank.');
  }
  const hasTypes =
    Array.isArray(params.partTypeIds) &&
    params.partTypeIds.length > 0 &&
    params.partTypeIds.every(Number.isInteger);
  const hasKeyword = typeof params.keyword === 'string' && params.keyword.trim() !== '';
  if (hasTypes === hasKeyword) {
    problems.push('searchParams - Give either keyword or partTypeIds.');
  }
  return problems;
}

/** Every meaningful word (plural or singular) appears in the part's name, type or number. */
function matchesKeyword(part: EmulatedPart, keyword: string): boolean {
  const haystack = `${part.partName} ${part.taxonomy.partTypeName} ${part.partNumber}`.toLowerCase();
  const words = keyword
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !['front', 'rear', 'left', 'right', 'and', 'with'].includes(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return words.length > 0 && words.every((w) => haystack.includes(w));
}

function issueToken(username: string, partnerId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const issuedAt = Math.floor(Date.now() / 1000);
  return [
    encode({ typ: 'JWT', alg: 'HS256' }),
    encode({ sub: username, partner: partnerId, iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_SECONDS }),
    randomBytes(32).toString('base64url'),
  ].join('.');
}

// `node --import tsx dev/emulators/partstech/server.ts`: a standing emulator for dev.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startPartsTechEmulator({ port: Number(process.env.PORT ?? 11436) });
  process.stdout.write(
    `PartsTech emulator listening on ${emulator.url}\n` +
      `  Settings → Integrations → PartsTech: base URL ${emulator.url}\n` +
      `  partner ${EMULATOR_PARTNER.id} / ${EMULATOR_PARTNER.key}, user ${EMULATOR_USER.id} / ${EMULATOR_USER.key}\n` +
      `  the shop's stores ${EMULATOR_SHOP_STORES.join(', ')} (NAPA Auto Parts 100x, WORLDPAC 200x)\n`,
  );
}
