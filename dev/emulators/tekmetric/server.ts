import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  TekmetricCredentials,
  TekmetricJob,
  TekmetricJobCharge,
  TekmetricJobRequest,
  TekmetricLabor,
  TekmetricPart,
  TekmetricRepairOrder,
  TekmetricShop,
} from '../../../src/server/integrations/tekmetric/types';
import { repairOrderPage } from '../ro-page';

export type EmulatedRepairOrder = {
  id: number;
  repairOrderNumber: number;
  shopId: number;
  statusId?: number;
};

export type TekmetricEmulatorOptions = {
  credentials?: TekmetricCredentials;
  shops?: TekmetricShop[];
  repairOrders?: EmulatedRepairOrder[];
  /** Adds `expires_in` to token answers; by default tokens live until revoked, as documented. */
  tokenLifetimeSeconds?: number;
  port?: number;
};

export type EmulatedRequest = { method: string; path: string; authorization: string | null; body: unknown };

export type TekmetricEmulator = {
  url: string;
  credentials: TekmetricCredentials;
  /** Every request received, oldest first. */
  requests: EmulatedRequest[];
  /** Every job created, oldest first (a job written again stays in its place). */
  jobs: TekmetricJob[];
  close: () => Promise<void>;
  /**
   * The next `times` requests (only those matching `only`, e.g. 'POST /api/v1/jobs', when given)
   * answer `status` before any check.
   */
  failNext: (status: number, times?: number, only?: string) => void;
  /** The next `times` requests wait `ms` before answering, to exercise client timeouts. */
  delayNext: (ms: number, times?: number) => void;
  /** Every token issued so far is revoked: the next calls with it get 401 with an empty body. */
  expireTokens: () => void;
};

export const EMULATOR_CREDENTIALS: TekmetricCredentials = {
  clientId: 'emulator-client',
  clientSecret: 'emulator-client-secret-0001',
};

export const DEFAULT_SHOPS: TekmetricShop[] = [
  {
    id: 7001,
    name: 'Bayside Auto Care',
    nickname: 'Bayside',
    phone: '6505550142',
    email: null,
    website: 'baysideautocare.example',
    address: {
      id: 1,
      address1: '1180 S El Camino Real',
      address2: null,
      city: 'San Mateo',
      state: 'CA',
      zip: '94402',
      fullAddress: '1180 S El Camino Real, San Mateo, CA 94402',
    },
    laborRate: 16500,
    laborRateName: 'Standard',
    autoApplyLaborMatrixId: 301,
    autoApplyPartsMatrixId: 302,
    laborMatrixName: 'Labor Matrix',
    partsMatrixName: 'Parts Matrix',
  },
];

export const DEFAULT_REPAIR_ORDERS: EmulatedRepairOrder[] = [
  { id: 90001, repairOrderNumber: 1042, shopId: 7001, statusId: 1 },
  { id: 90002, repairOrderNumber: 1043, shopId: 7001, statusId: 2 },
];

// Tekmetric's repairOrderStatus ids 1…7.
const STATUSES = [
  ['ESTIMATE', 'Estimate'],
  ['WORKINPROGRESS', 'Work-in-Progress'],
  ['COMPLETE', 'Complete'],
  ['SAVED', 'Saved for Later'],
  ['POSTED', 'Posted'],
  ['ACCOUNTSRECEIVABLE', 'Accounts Receivable'],
  ['DELETED', 'Deleted'],
] as const;

const apiError = (c: Context, status: number, message: string) =>
  c.json({ type: 'ERROR', message, data: null, details: {} }, status as ContentfulStatusCode);

/** A loopback stand-in for the Tekmetric partner API: token, shops, repair orders and jobs. */
export async function startTekmetricEmulator(
  options: TekmetricEmulatorOptions = {},
): Promise<TekmetricEmulator> {
  const credentials = options.credentials ?? EMULATOR_CREDENTIALS;
  const shops = options.shops ?? DEFAULT_SHOPS;
  const repairOrders = options.repairOrders ?? DEFAULT_REPAIR_ORDERS;
  const tokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const requests: EmulatedRequest[] = [];
  const jobs: TekmetricJob[] = [];
  const failures: Array<{ status: number; only?: string }> = [];
  const delays: number[] = [];
  let nextJobId = 50001;
  let nextItemId = 1;

  const app = new Hono();
  // Where Tekmetric's web app shows an RO (no API token: it is the advisor's browser).
  app.get('/admin/shop/:shopId/repair-orders/:id/estimate', (c) => {
    const ro = repairOrders.find((r) => String(r.id) === c.req.param('id'));
    if (!ro) return c.html('<h1>Repair Order not found</h1>', 404);
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    return c.html(
      repairOrderPage({
        system: 'Tekmetric',
        number: ro.repairOrderNumber,
        subtitle: `Shop ${ro.shopId} · repair order id ${ro.id}`,
        sections: jobs
          .filter((job) => job.repairOrderId === ro.id)
          .map((job) => ({
            heading: `Job: ${job.name}`,
            lines: [
              ...job.labor.map((l) => `Labor: ${l.name}, ${l.hours} h × ${money(l.rate)}`),
              ...job.parts.map((p) => `Part: ${p.name}, ${p.quantity} × ${money(p.retail)}`),
              ...(job.fees ?? []).map((f) => `Fee: ${f.name}, ${money(f.total)}`),
              ...(job.discounts ?? []).map((d) => `Discount: ${d.name}, -${money(d.total)}`),
              ...(job.note ? [`Note: ${job.note}`] : []),
            ],
          })),
      }),
    );
  });
  app.use('*', async (c, next) => {
    const text = await c.req.text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Form bodies (the token request) are logged as text.
    }
    const route = `${c.req.method} ${c.req.path}`;
    const authorization = c.req.header('authorization') ?? null;
    requests.push({ method: c.req.method, path: c.req.path, authorization, body });
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const index = failures.findIndex((f) => f.only === undefined || f.only === route);
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      // Tekmetric answers a rate limit with an empty body.
      if (failure!.status === 429) return c.body(null, 429);
      return apiError(c, failure!.status, 'Emulated failure');
    }
    await next();
  });

  app.post('/api/v1/oauth/token', async (c) => {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    if (c.req.header('authorization') !== `Basic ${basic}`) return c.json({ error: 'invalid_client' }, 401);
    const form = new URLSearchParams(await c.req.text());
    if (form.get('grant_type') !== 'client_credentials') {
      return c.json({ error: 'unsupported_grant_type', error_description: 'Unsupported grant type' }, 400);
    }
    const token = randomBytes(18).toString('hex');
    const lifetime = options.tokenLifetimeSeconds;
    const expiresAt = lifetime ? Date.now() + lifetime * 1000 : Number.POSITIVE_INFINITY;
    tokens.set(token, { expiresAt, revoked: false });
    return c.json({
      access_token: token,
      token_type: 'bearer',
      scope: shops.map((s) => s.id).join(' '),
      ...(lifetime ? { expires_in: lifetime } : {}),
    });
  });

  // Tekmetric answers a missing or bad bearer token with 401 and an empty body.
  app.use('/api/v1/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const issued = header.startsWith('Bearer ') ? tokens.get(header.slice('Bearer '.length)) : undefined;
    if (!issued || issued.revoked || Date.now() >= issued.expiresAt) return c.body(null, 401);
    await next();
  });

  app.get('/api/v1/shops', (c) => c.json(shops));

  app.get('/api/v1/shops/:id', (c) => {
    const shop = shops.find((s) => String(s.id) === c.req.param('id'));
    return shop ? c.json(shop) : apiError(c, 404, 'Shop not found');
  });

  app.get('/api/v1/repair-orders/:id', (c) => {
    const ro = repairOrders.find((r) => String(r.id) === c.req.param('id'));
    return ro ? c.json(toRepairOrder(ro, jobs)) : apiError(c, 404, 'Repair Order not found');
  });

  app.get('/api/v1/jobs', (c) => {
    const roId = c.req.query('repairOrderId');
    const shopId = c.req.query('shop');
    const shopOf = (job: TekmetricJob) => repairOrders.find((r) => r.id === job.repairOrderId)?.shopId;
    const found = jobs.filter(
      (job) => (!roId || String(job.repairOrderId) === roId) && (!shopId || String(shopOf(job)) === shopId),
    );
    return c.json(toPage(found));
  });

  app.get('/api/v1/jobs/:id', (c) => {
    const job = jobs.find((j) => String(j.id) === c.req.param('id'));
    return job ? c.json(job) : apiError(c, 404, 'Job not found');
  });

  // Tekmetric's job write is an upsert: with the id of a job it replaces that job's content.
  app.post('/api/v1/jobs', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<TekmetricJobRequest> | null;
    const problem = validateJob(body);
    if (problem) return apiError(c, 400, problem);
    const request = body as TekmetricJobRequest;
    if (!repairOrders.some((r) => r.id === request.repairOrderId)) {
      return apiError(c, 404, 'Repair Order not found');
    }
    const index = request.id === undefined ? -1 : jobs.findIndex((j) => j.id === request.id);
    const existing = jobs[index];
    if (request.id !== undefined && !existing) return apiError(c, 404, 'Job not found');
    if (existing && existing.repairOrderId !== request.repairOrderId) {
      return apiError(c, 400, 'A job cannot be moved to another repair order');
    }
    const job = jobFrom(request, existing?.id ?? nextJobId++);
    if (existing) {
      jobs[index] = { ...job, createdDate: existing.createdDate, updatedDate: new Date().toISOString() };
      return c.json({ type: 'SUCCESS', message: 'Job Saved', data: jobs[index] });
    }
    jobs.push(job);
    return c.json({ type: 'SUCCESS', message: 'Job Saved', data: job });
  });

  /** A job as Tekmetric stores a write: ids on every line and charge, totals summed. */
  const jobFrom = (request: TekmetricJobRequest, id: number): TekmetricJob => {
    const labor: TekmetricLabor[] = request.labor.map((l) => ({ ...l, id: nextItemId++ }));
    const parts: TekmetricPart[] = request.parts.map((p) => ({ ...p, id: nextItemId++ }));
    const fees: TekmetricJobCharge[] = (request.fees ?? []).map((f) => ({ ...f, id: nextItemId++ }));
    const discounts: TekmetricJobCharge[] = (request.discounts ?? []).map((d) => ({
      ...d,
      id: nextItemId++,
    }));
    const laborTotal = labor.reduce((sum, l) => sum + Math.round(l.rate * l.hours), 0);
    const partsTotal = parts.reduce((sum, p) => sum + p.retail * p.quantity, 0);
    return {
      id,
      repairOrderId: request.repairOrderId,
      name: request.name,
      note: request.note ?? null,
      authorized: null,
      labor,
      parts,
      fees,
      discounts,
      laborTotal,
      partsTotal,
      feeTotal: fees.reduce((sum, f) => sum + f.total, 0),
      discountTotal: discounts.reduce((sum, d) => sum + d.total, 0),
      // Labor and parts, as before fees and discounts were modelled; the RO adds the rest.
      subtotal: laborTotal + partsTotal,
      createdDate: new Date().toISOString(),
      updatedDate: null,
    };
  };

  app.notFound((c) => apiError(c, 404, `No route ${c.req.method} ${c.req.path}`));

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    requests,
    jobs,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    failNext(status, times = 1, only) {
      for (let i = 0; i < times; i += 1) failures.push({ status, only });
    },
    delayNext(ms, times = 1) {
      for (let i = 0; i < times; i += 1) delays.push(ms);
    },
    expireTokens() {
      for (const issued of tokens.values()) issued.revoked = true;
    },
  };
}

function toRepairOrder(ro: EmulatedRepairOrder, jobs: TekmetricJob[]): TekmetricRepairOrder {
  const statusId = ro.statusId ?? 1;
  const status = STATUSES[statusId - 1] ?? STATUSES[0];
  const own = jobs.filter((j) => j.repairOrderId === ro.id);
  const laborSales = own.reduce((sum, j) => sum + (j.laborTotal ?? 0), 0);
  const partsSales = own.reduce((sum, j) => sum + (j.partsTotal ?? 0), 0);
  const feeTotal = own.reduce((sum, j) => sum + (j.feeTotal ?? 0), 0);
  const discountTotal = own.reduce((sum, j) => sum + (j.discountTotal ?? 0), 0);
  return {
    id: ro.id,
    repairOrderNumber: ro.repairOrderNumber,
    shopId: ro.shopId,
    repairOrderStatus: { id: statusId, code: status[0], name: status[1] },
    laborSales,
    partsSales,
    feeTotal,
    discountTotal,
    // Tax is not modelled: Tekmetric adds it at the shop's own rates.
    totalSales: laborSales + partsSales + feeTotal - discountTotal,
    jobs: own,
  };
}

function toPage<T>(content: T[]) {
  return {
    content,
    totalPages: 1,
    totalElements: content.length,
    last: true,
    first: true,
    size: 100,
    number: 0,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

function validateJob(body: Partial<TekmetricJobRequest> | null): string | null {
  if (!body || typeof body !== 'object') return 'Request body is not valid JSON';
  if (body.id !== undefined && !(Number.isInteger(body.id) && (body.id as number) > 0)) {
    return 'id must be the id of a job';
  }
  if (!Number.isInteger(body.repairOrderId)) return 'repairOrderId is required';
  if (typeof body.name !== 'string' || !body.name.trim()) return 'name is required';
  if (!Array.isArray(body.labor) || !Array.isArray(body.parts)) return 'labor and parts must be arrays';
  const cents = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
  if (!body.labor.every((l) => typeof l.name === 'string' && cents(l.rate) && typeof l.hours === 'number')) {
    return 'labor items need name, rate (cents) and hours';
  }
  if (
    !body.parts.every((p) => typeof p.name === 'string' && cents(p.cost) && cents(p.retail) && p.quantity > 0)
  ) {
    return 'parts need name, quantity, cost and retail (cents)';
  }
  // Fees and discounts as the Job read documents them: {name, total} in cents, no id on a write.
  for (const key of ['fees', 'discounts'] as const) {
    const charges = body[key];
    if (charges === undefined) continue;
    if (!Array.isArray(charges)) return `${key} must be an array`;
    const valid = (c: Partial<TekmetricJobCharge> | null) =>
      c !== null &&
      typeof c === 'object' &&
      typeof c.name === 'string' &&
      c.name.trim() !== '' &&
      cents(c.total) &&
      c.id === undefined;
    if (!charges.every(valid)) return `${key} need a name and a total (cents), and no id`;
  }
  return null;
}

// `node --import tsx dev/emulators/tekmetric/server.ts`: a standing emulator for dev.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startTekmetricEmulator({ port: Number(process.env.PORT ?? 11437) });
  process.stdout.write(
    `Tekmetric emulator listening on ${emulator.url}\n` +
      `  Settings → Integrations → Tekmetric: base URL ${emulator.url}\n` +
      `  client ${EMULATOR_CREDENTIALS.clientId} / ${EMULATOR_CREDENTIALS.clientSecret}\n` +
      '  shop 7001 (Bayside Auto Care), repair orders 90001 (#1042), 90002 (#1043)\n',
  );
}
