import fc from 'fast-check';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PartsTechEmulator, startPartsTechEmulator } from '../../../dev/emulators/partstech/server';
import { type ShopWareEmulator, startShopWareEmulator } from '../../../dev/emulators/shopware/server';
import { startTekmetricEmulator, type TekmetricEmulator } from '../../../dev/emulators/tekmetric/server';
import type { SessionUser } from '../auth';
import { userShops } from '../db/schema';
import { MAX_BATCH_CALLS } from '../http/request-gates';
import { QUOTE_TOO_LARGE } from '../modules/revision/service';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';
import { hintsFor, type ShopWorld, seedShopWorld } from './guard-fixture';
import {
  isValidInput,
  type Leaf,
  leavesOf,
  type RouterProcedure,
  routerProcedures,
  sampleInput,
  withLeaf,
} from './input-samples';

// Every procedure, over HTTP as the browser calls it (superjson, a session cookie), with inputs
// built from its schema and hostile variants of them: control characters in each text, huge,
// negative and non-finite numbers, very long texts, wrong types. Bad input is the caller's
// mistake, so the answer is a 4xx with a message, never a 5xx (a 500 used to carry SQL text).
// Everything runs against a throw-away shop of this file's own database.

const SEED = 20_240_611;
const RUNS_PER_PROCEDURE = 5;
const LONG_TEXT = 'x'.repeat(20_000);
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0009', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];
const HOSTILE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  -1,
  2_147_483_648,
  1e20,
  99_999_999.995,
  0.001,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  'NaN',
  '1e308',
];
const WRONG_TYPES: unknown[] = [null, true, {}, [], 'text', 42];

/** The variants every leaf gets, whatever the random runs draw. */
function fixedVariants(leaf: Leaf): unknown[] {
  if (typeof leaf.value === 'string')
    return [`${leaf.value}\u0000`, `${leaf.value}\u0085`, `\u0001${leaf.value}`, LONG_TEXT, 42];
  if (typeof leaf.value === 'number') return [1e308, 2_147_483_648, -1, 1.005, 'NaN', Number.NaN];
  return ['true', 1];
}

const controlText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...CONTROL_CHARACTERS, '\ud800', '\u2028', '\ufeff'),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  controlText,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...HOSTILE_NUMBERS, ...WRONG_TYPES, LONG_TEXT),
  fc.double(),
  fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
);

/** An input shaped by the schema's sample, each leaf kept or replaced by a hostile value. */
function schemaInputs(sample: unknown): fc.Arbitrary<unknown> {
  const leaves = leavesOf(sample);
  if (leaves.length === 0) return fc.constantFrom(sample, null, 'x', [], {});
  const perLeaf = leaves.map((leaf) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(leaf.value as unknown) },
      { weight: 1, arbitrary: hostileValue },
    ),
  );
  return fc.oneof(
    fc
      .tuple(...perLeaf)
      .map((values) => leaves.reduce((input, leaf, i) => withLeaf(input, leaf.path, values[i]), sample)),
    fc.constantFrom(null, 'x', [], {}, 1e308),
  );
}

let t: TestApp;
let world: ShopWorld;
let spare: { shopId: string; userShopId: string };
let cookies: { member: string; admin: string };
let emulators: { tekmetric: TekmetricEmulator; shopware: ShopWareEmulator; partstech: PartsTechEmulator };
const errors = vi.fn();

beforeAll(async () => {
  emulators = {
    tekmetric: await startTekmetricEmulator(),
    shopware: await startShopWareEmulator(),
    partstech: await startPartsTechEmulator(),
  };
  t = await createTestApp({
    knowledgeJobs: 50,
    env: {
      TEKMETRIC_API_URL: emulators.tekmetric.url,
      SHOPWARE_API_URL: emulators.shopware.url,
      PARTSTECH_API_URL: emulators.partstech.url,
    },
  });
  const admin = await t.createUser({ role: 'ADMIN', name: 'Fuzz Admin' });
  world = await seedShopWorld(t, admin, 'Throwaway Motors');
  await t.addMember(admin, world.shop);
  // Deleting a shop or a membership must not take the fuzzed shop away from the next procedure.
  const spareShop = await t.createShop({ name: 'Spare Shop' });
  const spareUser = await t.createUser();
  const [membership] = await t.db
    .insert(userShops)
    .values({ user_id: spareUser.id, shop_id: spareShop.id })
    .returning();
  spare = { shopId: spareShop.id, userShopId: membership!.id };
  cookies = { member: await signIn(world.member, '10.20.0.1'), admin: await signIn(admin, '10.20.0.2') };
  vi.spyOn(t.deps.logger, 'error').mockImplementation(errors);
}, 120_000);
/** Every call's status, for the hostile run's figures (printed once the file is done). */
const statuses = new Map<number, number>();

afterAll(async () => {
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  process.stdout.write(`hostile tRPC run: ${total} calls; ${byStatus.join(', ')}\n`);
  await t?.close();
  await Promise.all(Object.values(emulators ?? {}).map((emulator) => emulator.close()));
});

async function signIn(user: SessionUser, ip: string) {
  const response = await t.request(
    '/api/auth/sign-in/email',
    { method: 'POST', body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }) },
    ip,
  );
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`no session cookie (sign-in answered ${response.status})`);
  return cookie.split(';')[0]!;
}

type Answer = { status: number; message: string };

/**
 * Calls as the web client's httpBatchLink makes them: superjson, GET for queries, POST for
 * mutations, several calls in one request. Each call's own status, or the request's.
 */
async function send(procedure: RouterProcedure, inputs: unknown[], cookie: string): Promise<Answer[]> {
  const encoded = JSON.stringify(
    Object.fromEntries(inputs.map((input, i) => [i, superjson.serialize(input)])),
  );
  const paths = inputs.map(() => procedure.path).join(',');
  const response =
    procedure.kind === 'query'
      ? await t.request(`/trpc/${paths}?batch=1&input=${encodeURIComponent(encoded)}`, {
          headers: { cookie },
        })
      : await t.request(`/trpc/${paths}?batch=1`, { method: 'POST', body: encoded, headers: { cookie } });
  const text = await response.text();
  const entries = parseJson(text);
  const answers: Answer[] =
    !Array.isArray(entries) || entries.length !== inputs.length
      ? inputs.map(() => ({ status: response.status, message: text.slice(0, 400) }))
      : entries.map((entry: { error?: { json?: { message?: string; data?: { httpStatus?: number } } } }) => ({
          status: entry.error
            ? (entry.error.json?.data?.httpStatus ?? response.status)
            : Math.min(response.status, 299),
          message: entry.error?.json?.message ?? '',
        }));
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return answers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describeInput(input: unknown): string {
  const text = JSON.stringify(input, (_key, value) =>
    typeof value === 'string' && value.length > 60 ? `${value.slice(0, 20)}…(${value.length} chars)` : value,
  );
  return text ?? String(input);
}

/**
 * Sends the inputs, 20 calls a request (the server's batch limit); a status of 500 or more is a
 * failure naming the input, the answer and the error the server logged.
 */
async function expectNoServerError(procedure: RouterProcedure, inputs: unknown[], cookie: string) {
  for (let start = 0; start < inputs.length; start += MAX_BATCH_CALLS) {
    const chunk = inputs.slice(start, start + MAX_BATCH_CALLS);
    errors.mockClear();
    const answers = await send(procedure, chunk, cookie);
    const failed = answers.findIndex((answer) => answer.status >= 500);
    if (failed === -1) continue;
    const logged = errors.mock.calls.map(([entry]) => {
      const err = (entry as { err?: unknown })?.err;
      return err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : JSON.stringify(entry);
    });
    throw new Error(
      `${procedure.path} answered ${answers[failed]!.status} for ${describeInput(chunk[failed])}\n` +
        `  message: ${answers[failed]!.message}\n  logged: ${logged.join(' | ')}`,
    );
  }
}

// Inputs of procedures that would otherwise remove the fuzzed shop or member, or that take a
// registry key.
const OVERRIDES: Record<string, () => Record<string, unknown>> = {
  'shop.deleteShop': () => ({ id: spare.shopId }),
  'user.deleteUserShop': () => ({ userShopId: spare.userShopId }),
  'appVariable.saveAppVariable': () => ({ key: 'polish_words_short', value: 12 }),
  'appVariable.resetAppVariable': () => ({ key: 'polish_words_short' }),
  'appSetting.saveAppSetting': () => ({ key: 'analytics_enabled', value: true }),
  'appSetting.resetAppSetting': () => ({ key: 'analytics_enabled' }),
};

const isDestructive = (path: string) => /\.(delete|remove)/i.test(path);
// Deletions last, so the rows they remove are there for every other procedure.
const procedures = routerProcedures().sort(
  (a, b) => Number(isDestructive(a.path)) - Number(isDestructive(b.path)),
);

function sampleFor(procedure: RouterProcedure): unknown {
  const sample = sampleInput(procedure, hintsFor(procedure.path, world));
  const override = OVERRIDES[procedure.path];
  return override ? { ...(sample as object), ...override() } : sample;
}

/** Admin procedures refuse a member before reading the input: fuzz them as an admin. */
async function cookieFor(procedure: RouterProcedure, sample: unknown) {
  const [probe] = await send(procedure, [sample], cookies.member);
  return probe!.status === 403 && probe!.message.includes('Administrator access is required')
    ? cookies.admin
    : cookies.member;
}

const procedureAt = (path: string) => procedures.find((p) => p.path === path)!;

describe('every input schema', () => {
  // The rules themselves, without the server: each text refuses control characters and each
  // number a value past any column, so no hostile leaf can reach the database. (An app config
  // value is z.unknown here: the service checks it against its key's own schema.)
  it.each(procedures.map((p) => [p.path, p] as const))(
    '%s refuses control characters and huge numbers',
    (_path, procedure) => {
      const sample = sampleInput(procedure, hintsFor(procedure.path, world));
      for (const leaf of leavesOf(sample)) {
        const hostile =
          typeof leaf.value === 'string'
            ? [`${leaf.value}\u0000`, `${leaf.value}\u001b`, `${leaf.value}\u0085`]
            : typeof leaf.value === 'number'
              ? [1e308, 2_147_483_648, -1e308]
              : [];
        for (const value of hostile)
          expect(
            isValidInput(procedure, withLeaf(sample, leaf.path, value)),
            `${leaf.path.join('.')} = ${value}`,
          ).toBe(false);
      }
    },
  );
});

describe('inputs that answered 500 with SQL text before', () => {
  const sourcedPart = (fields: Record<string, unknown>) => ({
    ...(sampleFor(procedureAt('part.createSourcedPart')) as object),
    ...fields,
  });
  it.each([
    ['quote.getQuoteAiViewOnly', () => ({ id: world.quoteId, t: `${world.shareToken}\u0000` }), 'The link'],
    [
      'customerApproval.respondToJob',
      () => ({
        quoteId: world.quoteId,
        t: `\u0000${world.shareToken}`,
        jobKey: world.jobKey,
        decision: 'APPROVED',
      }),
      'The link',
    ],
    [
      'quote.createQuoteAi',
      () => ({ ...(sampleFor(procedureAt('quote.createQuoteAi')) as object), searchQuery: 'brakes\u0085' }),
      'Concern',
    ],
    ['part.createSourcedPart', () => sourcedPart({ partName: 'Pads\u0000' }), 'Part name'],
  ])('%s: a control character is a 400 naming the field', async (path, input, label) => {
    const [answer] = await send(procedureAt(path), [input()], cookies.member);
    expect(answer).toEqual({ status: 400, message: `${label} must not contain control characters` });
  });

  it.each([
    [{ priceList: 1e308 }, 'List price must be at most 99,999,999.99'],
    [{ priceList: 12.345 }, 'List price must be in dollars and cents (2 decimals at most)'],
    [{ priceCost: 1_000_000 }, 'Cost must be at most 999,999.99'],
    [{ supplierId: 2_147_483_648 }, 'Supplier id must be at most 2147483647'],
    [{ storeId: 2_147_483_648 }, 'Store id must be at most 2147483647'],
    [{ pcdbPartTypeId: 2_147_483_648 }, 'Part type must be at most 2147483647'],
  ])('part.createSourcedPart: %j past its column is a 400', async (fields, message) => {
    const [answer] = await send(procedureAt('part.createSourcedPart'), [sourcedPart(fields)], cookies.member);
    expect(answer).toEqual({ status: 400, message });
  });

  it('sharing a quote whose total is past numeric(12,2) is a 400 with the reason', async () => {
    const as = t.caller(world.member);
    const created = await as.quote.createQuoteAi({
      vehicleId: world.vehicleId,
      shopId: world.shop.id,
      searchQuery: 'front brake pads',
    });
    const quoteId = created.response.quote!.id;
    for (const name of ['Gold pads', 'Gold rotors'])
      await as.quote.addQuotePartItem({ quoteId, name, quantity: 9999, retail: 1_000_000 });
    const share = { quoteId, customerName: 'Dana Driver', customerEmail: 'dana@example.test' };
    const [answer] = await send(
      procedureAt('notificationDemo.shareQuoteWithCustomer'),
      [share],
      cookies.member,
    );
    expect(answer).toEqual({ status: 400, message: QUOTE_TOO_LARGE });
  });
});

describe('hostile input over HTTP', () => {
  it.each(procedures.map((p) => [p.path, p] as const))('%s never answers 5xx', async (_path, procedure) => {
    const sample = sampleFor(procedure);
    // A valid sample reaches the service, so the variants test more than the schema.
    expect(isValidInput(procedure, sample), `the sample of ${procedure.path}: ${describeInput(sample)}`).toBe(
      true,
    );
    const cookie = await cookieFor(procedure, sample);
    await expectNoServerError(procedure, [sample], cookie);
    const variants = [
      ...leavesOf(sample).flatMap((leaf) => fixedVariants(leaf).map((v) => withLeaf(sample, leaf.path, v))),
      ...[null, 'x', [], {}],
    ];
    // Refused inputs go 20 to a request; an input the schema accepts runs alone, so two writes
    // at once cannot be what answers 500.
    await expectNoServerError(
      procedure,
      variants.filter((v) => !isValidInput(procedure, v)),
      cookie,
    );
    for (const variant of variants.filter((v) => isValidInput(procedure, v)))
      await expectNoServerError(procedure, [variant], cookie);
    await fc.assert(
      fc.asyncProperty(schemaInputs(sample), async (input) => {
        await expectNoServerError(procedure, [input], cookie);
      }),
      { seed: SEED, numRuns: RUNS_PER_PROCEDURE, endOnFailure: true },
    );
  });
});
