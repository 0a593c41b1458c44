import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  ShopWareNote,
  ShopWareRecommendation,
  ShopWareRepairOrder,
  ShopWareShop,
} from '../../../src/server/integrations/shopware/types';
import { repairOrderPage } from '../ro-page';
import { EMULATOR_CANNED_JOB, EMULATOR_SHOP, EMULATOR_SHOP_ID, EMULATOR_TENANT } from './fixtures';
import { roUpdateErrors } from './ro-update';

export {
  EMULATOR_CANNED_JOB,
  EMULATOR_SHOP,
  EMULATOR_SHOP_ID,
  EMULATOR_TENANT,
  type EmulatedCannedJob,
} from './fixtures';

export type EmulatedShopWarePartner = { id: string; secret: string };

export type ShopWareEmulatorOptions = {
  partner?: EmulatedShopWarePartner;
  port?: number;
};

export type EmulatedShopWareRequest = {
  method: string;
  path: string;
  query: string;
  partnerId: string | null;
  body: unknown;
};

export type ShopWareEmulator = {
  url: string;
  partner: EmulatedShopWarePartner;
  /** Every request received, oldest first. */
  requests: EmulatedShopWareRequest[];
  /** The tenant's shops as `GET /tenants/{id}/shops` answers them; change them to vary the answer. */
  shops: ShopWareShop[];
  /** The stored RO of the default tenant, services included, or undefined. */
  repairOrder: (id: number) => ShopWareRepairOrder | undefined;
  recommendationsOf: (repairOrderId: number) => ShopWareRecommendation[];
  notesOf: (repairOrderId: number) => ShopWareNote[];
  close: () => Promise<void>;
  /**
   * The next `times` requests (only those whose 'METHOD /path' ends with `only`, e.g.
   * 'POST /recommendations', when given) answer `status` before any check.
   */
  failNext: (status: number, times?: number, only?: string) => void;
  /** The next `times` requests wait `ms` before answering, to exercise client timeouts. */
  delayNext: (ms: number, times?: number) => void;
};

export const EMULATOR_SHOPWARE_PARTNER: EmulatedShopWarePartner = {
  id: '9001',
  secret: 'emulator-shopware-secret-0001',
};
const fail = (c: Context, status: number, body: unknown) => c.json(body, status as ContentfulStatusCode);

function page<T>(c: Context, all: T[]) {
  const perPage = Math.max(1, Number(c.req.query('per_page') ?? 30));
  const current = Math.max(1, Number(c.req.query('page') ?? 1));
  const results = all.slice((current - 1) * perPage, current * perPage);
  const totalPages = Math.max(1, Math.ceil(all.length / perPage));
  return c.json({
    results,
    limit: perPage,
    limited: all.length > perPage,
    total_count: all.length,
    current_page: current,
    total_pages: totalPages,
  });
}

/** A loopback stand-in for the parts of Shop-Ware's Partner API V1 this app calls. */
export async function startShopWareEmulator(
  options: ShopWareEmulatorOptions = {},
): Promise<ShopWareEmulator> {
  const partner = options.partner ?? EMULATOR_SHOPWARE_PARTNER;
  const now = () => new Date().toISOString();
  const ro = (id: number, number: number, state: ShopWareRepairOrder['state']): ShopWareRepairOrder => ({
    id,
    number,
    state,
    shop_id: EMULATOR_SHOP_ID,
    part_discount_cents: null,
    labort_discount_cents: null,
    part_discount_percentage: null,
    labor_discount_percentage: null,
    part_tax_rate: EMULATOR_SHOP.part_tax_rate,
    labor_tax_rate: EMULATOR_SHOP.labor_tax_rate,
    hazmat_tax_rate: EMULATOR_SHOP.hazmat_tax_rate,
    sublet_tax_rate: EMULATOR_SHOP.sublet_tax_rate,
    supply_fee_cents: null,
    services: [],
    created_at: now(),
    updated_at: now(),
  });
  const repairOrders = new Map<number, ShopWareRepairOrder>([
    [55001, ro(55001, 2201, 'estimate')],
    [55002, ro(55002, 2202, 'in_progress')],
  ]);
  const shops: ShopWareShop[] = [structuredClone(EMULATOR_SHOP)];
  const recommendations: ShopWareRecommendation[] = [];
  const notes: ShopWareNote[] = [];
  const requests: EmulatedShopWareRequest[] = [];
  const failures: Array<{ status: number; only?: string }> = [];
  const delays: number[] = [];
  let nextId = 90_001;

  const app = new Hono();
  // Where the shop's Shop-Ware web app shows an RO (the advisor's browser, no partner headers).
  app.get('/work_orders/:id', (c) => {
    const order = repairOrders.get(Number(c.req.param('id')));
    if (!order) return c.html('<h1>Not found</h1>', 404);
    return c.html(
      repairOrderPage({
        system: 'Shop-Ware',
        number: order.number,
        subtitle: `${EMULATOR_TENANT.name} · ${order.state.replace('_', ' ')}`,
        sections: [
          {
            heading: 'Recommendations',
            lines: recommendations.filter((r) => r.repair_order_id === order.id).map((r) => r.description),
          },
          {
            heading: 'Discounts',
            lines: [
              ...(order.part_discount_cents
                ? [`Parts: -$${(order.part_discount_cents / 100).toFixed(2)}`]
                : []),
              ...(order.labort_discount_cents
                ? [`Labor: -$${(order.labort_discount_cents / 100).toFixed(2)}`]
                : []),
            ],
          },
          {
            heading: 'Notes',
            lines: notes.filter((n) => n.repair_order_id === order.id).map((n) => n.description),
          },
        ],
      }),
    );
  });
  app.use('*', async (c, next) => {
    const body = await c.req.json().catch(() => undefined);
    requests.push({
      method: c.req.method,
      path: c.req.path,
      query: new URL(c.req.url).search,
      partnerId: c.req.header('x-api-partner-id') ?? null,
      body,
    });
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const matches = (only: string) => {
      const [method, suffix = ''] = only.split(' ');
      return c.req.method === method && c.req.path.endsWith(suffix);
    };
    const index = failures.findIndex((f) => f.only === undefined || matches(f.only));
    if (index >= 0) {
      const [failure] = failures.splice(index, 1);
      return fail(c, failure!.status, { error: 'Emulated failure' });
    }
    // Both headers are required on every operation of the published spec.
    if (c.req.header('x-api-partner-id') !== partner.id || c.req.header('x-api-secret') !== partner.secret) {
      return fail(c, 401, { error: 'Invalid API partner credentials' });
    }
    await next();
  });

  app.get('/api/v1/partners/:partnerId/authorizations', (c) => {
    if (c.req.param('partnerId') !== partner.id) return fail(c, 403, { error: 'Forbidden' });
    const authorization = {
      id: 1,
      api_partner_id: Number(partner.id),
      tenant_id: EMULATOR_TENANT.id,
      writable: true,
      api_tenant_id: null,
    };
    return page(c, [authorization]);
  });

  app.get('/api/v1/tenants', (c) => page(c, [EMULATOR_TENANT]));

  app.use('/api/v1/tenants/:tenantId/*', async (c, next) => {
    if (Number(c.req.param('tenantId')) !== EMULATOR_TENANT.id) {
      return fail(c, 403, { error: 'Partner is not authorized for this tenant' });
    }
    await next();
  });

  const present = (order: ShopWareRepairOrder, associations: string[]): ShopWareRepairOrder => {
    const { services, ...rest } = order;
    if (!associations.includes('services')) return structuredClone(rest);
    return structuredClone({
      ...rest,
      services: (services ?? []).map(({ labors, parts, hazmats, ...service }) => ({
        ...service,
        ...(associations.includes('services.labors') ? { labors } : {}),
        ...(associations.includes('services.parts') ? { parts } : {}),
        ...(associations.includes('services.hazmats') ? { hazmats: hazmats ?? [] } : {}),
      })),
    });
  };

  app.get('/api/v1/tenants/:tenantId/shops', (c) => page(c, structuredClone(shops)));

  app.get('/api/v1/tenants/:tenantId/shops/:id', (c) => {
    const shop = shops.find((s) => s.id === Number(c.req.param('id')));
    return shop ? c.json(structuredClone(shop)) : fail(c, 404, { error: 'Not found' });
  });

  app.get('/api/v1/tenants/:tenantId/repair_orders', (c) => {
    const number = c.req.query('number');
    const state = c.req.query('status');
    const matches = [...repairOrders.values()].filter(
      (r) => (!number || String(r.number) === number) && (!state || r.state === state),
    );
    return page(
      c,
      matches.map((r) => present(r, c.req.queries('associations[]') ?? [])),
    );
  });

  app.get('/api/v1/tenants/:tenantId/repair_orders/:id', (c) => {
    const order = repairOrders.get(Number(c.req.param('id')));
    if (!order) return fail(c, 404, { error: 'Not found' });
    return c.json(present(order, c.req.queries('associations[]') ?? []));
  });

  app.put('/api/v1/tenants/:tenantId/repair_orders/:id', async (c) => {
    const order = repairOrders.get(Number(c.req.param('id')));
    if (!order) return fail(c, 404, { error: 'Not found' });
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return fail(c, 422, { errors: { base: ['Request body must be a JSON object'] } });
    const errors = roUpdateErrors(body, order.state);
    if (Object.keys(errors).length > 0) return fail(c, 422, { errors });
    const { labor_discount_cents, ...rest } = body;
    Object.assign(order, rest);
    if (labor_discount_cents !== undefined)
      order.labort_discount_cents = labor_discount_cents as number | null;
    // A category's discount is in cents or in percent: setting one clears the other.
    if (body.part_discount_cents != null) order.part_discount_percentage = null;
    if (body.part_discount_percentage != null) order.part_discount_cents = null;
    if (labor_discount_cents != null) order.labor_discount_percentage = null;
    if (body.labor_discount_percentage != null) order.labort_discount_cents = null;
    order.updated_at = now();
    return c.json(present(order, c.req.queries('associations[]') ?? []));
  });

  const readRoWrite = async (c: Context) => {
    const body = (await c.req.json().catch(() => null)) as {
      repair_order_id?: unknown;
      description?: unknown;
    } | null;
    const errors: Record<string, string[]> = {};
    if (!Number.isInteger(body?.repair_order_id)) errors.repair_order_id = ["can't be blank"];
    if (typeof body?.description !== 'string' || !body.description.trim())
      errors.description = ["can't be blank"];
    if (Object.keys(errors).length > 0) return { response: fail(c, 422, { errors }) };
    const id = body!.repair_order_id as number;
    if (!repairOrders.has(id)) return { response: fail(c, 404, { error: 'Not found' }) };
    return { repairOrderId: id, description: body!.description as string };
  };

  app.post('/api/v1/tenants/:tenantId/recommendations', async (c) => {
    const input = await readRoWrite(c);
    if ('response' in input) return input.response;
    const recommendation: ShopWareRecommendation = {
      id: nextId++,
      description: input.description,
      repair_order_id: input.repairOrderId,
      approved: null,
      quick_price_cents: null,
      service: null,
      created_at: now(),
    };
    recommendations.push(recommendation);
    return c.json(recommendation, 201);
  });

  // The published update takes the RO and the description; a recommendation stays on its RO.
  app.put('/api/v1/tenants/:tenantId/recommendations/:id', async (c) => {
    const recommendation = recommendations.find((r) => r.id === Number(c.req.param('id')));
    if (!recommendation) return fail(c, 404, { error: 'Not found' });
    const input = await readRoWrite(c);
    if ('response' in input) return input.response;
    if (input.repairOrderId !== recommendation.repair_order_id) {
      return fail(c, 422, { errors: { repair_order_id: ['does not match the recommendation'] } });
    }
    recommendation.description = input.description;
    return c.json(recommendation);
  });

  app.post('/api/v1/tenants/:tenantId/notes', async (c) => {
    const input = await readRoWrite(c);
    if ('response' in input) return input.response;
    const note: ShopWareNote = {
      id: nextId++,
      description: input.description,
      repair_order_id: input.repairOrderId,
      created_at: now(),
      updated_at: now(),
    };
    notes.push(note);
    return c.json(note, 201);
  });

  app.put('/api/v1/tenants/:tenantId/estimates/:estimateId/canned_jobs/:cannedJobId', (c) => {
    const order = repairOrders.get(Number(c.req.param('estimateId')));
    const job = Number(c.req.param('cannedJobId')) === EMULATOR_CANNED_JOB.id ? EMULATOR_CANNED_JOB : null;
    if (!order || !job) return fail(c, 404, { error: 'Not found' });
    if (order.state !== 'estimate')
      return fail(c, 422, { errors: { base: ['Repair order is not an estimate'] } });
    order.services!.push({
      id: nextId++,
      title: job.title,
      completed: false,
      labor_rate_cents: job.labor_rate_cents,
      canned_job_id: job.id,
      labors: (job.labors ?? []).map((l) => ({ ...l, id: nextId++ })),
      parts: (job.parts ?? []).map((p) => ({ ...p, id: nextId++ })),
      hazmats: (job.hazmats ?? []).map((h) => ({ ...h, id: nextId++ })),
    });
    order.updated_at = now();
    return c.json(present(order, ['services', 'services.labors', 'services.parts', 'services.hazmats']));
  });

  app.notFound((c) => fail(c, 404, { error: `No route ${c.req.method} ${c.req.path}` }));

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    partner,
    requests,
    shops,
    repairOrder: (id) => structuredClone(repairOrders.get(id)),
    recommendationsOf: (id) => recommendations.filter((r) => r.repair_order_id === id),
    notesOf: (id) => notes.filter((n) => n.repair_order_id === id),
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
  };
}

// `node --import tsx dev/emulators/shopware/server.ts`: a standing emulator for dev.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startShopWareEmulator({ port: Number(process.env.PORT ?? 11438) });
  process.stdout.write(
    `Shop-Ware emulator listening on ${emulator.url}\n` +
      `  Settings → Integrations → Shop-Ware: base URL ${emulator.url}\n` +
      `  partner id ${EMULATOR_SHOPWARE_PARTNER.id}, secret ${EMULATOR_SHOPWARE_PARTNER.secret}\n` +
      `  tenant ${EMULATOR_TENANT.id} (${EMULATOR_TENANT.cname}), shop ${EMULATOR_SHOP_ID}, ` +
      `ROs 55001 (#2201, estimate), 55002 (#2202, in progress), canned job ${EMULATOR_CANNED_JOB.id}\n`,
  );
}
