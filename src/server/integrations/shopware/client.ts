import { AppError } from '../../lib/app-error';
import type {
  ShopWareAuthorization,
  ShopWareClient,
  ShopWareCredentials,
  ShopWareNote,
  ShopWarePage,
  ShopWareQuoteLines,
  ShopWareRecommendation,
  ShopWareRepairOrder,
  ShopWareShop,
  ShopWareTenant,
} from './types';

export type ShopWareClientOptions = {
  /** e.g. https://api.shop-ware.com or the loopback emulator. */
  baseUrl: string;
  timeoutMs?: number;
  /** Extra attempts of a GET after a 429 or 5xx answer; writes are never repeated. */
  retries?: number;
  /** First backoff; doubles per retry. */
  retryDelayMs?: number;
};

export const SHOPWARE_CREDENTIALS_REJECTED =
  'Shop-Ware rejected the credentials. Check the integration in Settings → Integrations.';

const RO_ASSOCIATIONS = ['services', 'services.labors', 'services.parts', 'services.hazmats'];
/** Paged lookups (tenants, authorizations) stop here rather than loop on a bad envelope. */
const MAX_PAGES = 20;

type Answer = { status: number; body: unknown };
type Call = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  credentials: ShopWareCredentials;
  query?: Array<[string, string]>;
  body?: unknown;
  /** The message of a 404, naming what was looked for. */
  notFound?: string;
};

// The spec's only auth (both headers on every operation); kept here in case Shop-Ware changes it.
export function shopWareAuthHeaders(credentials: ShopWareCredentials): Record<string, string> {
  return { 'X-Api-Partner-Id': credentials.partnerId, 'X-Api-Secret': credentials.secret };
}

/** Shop-Ware's Partner API V1: repair orders, recommendations, notes and canned jobs of one tenant. */
export function createShopWareClient(options: ShopWareClientOptions): ShopWareClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;

  async function send(call: Call): Promise<Answer> {
    const url = new URL(`${baseUrl}${call.path}`);
    for (const [key, value] of call.query ?? []) url.searchParams.append(key, value);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...shopWareAuthHeaders(call.credentials),
    };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    const isWrite = call.method !== 'GET';
    try {
      const response = await fetch(url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // An HTML error page from a proxy: the status alone decides.
      }
      return { status: response.status, body };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `Shop-Ware did not answer within ${seconds(timeoutMs)} s.`
          : 'Shop-Ware is not answering. Try again in a moment.';
      throw new AppError('UPSTREAM_UNAVAILABLE', isWrite ? `${reason}${UNSURE_WRITE}` : reason, {
        cause: error,
      });
    }
  }

  // Only reads are repeated: no idempotency key is published, so a repeated POST could add twice.
  async function request<T>(call: Call): Promise<T> {
    const attempts = call.method === 'GET' ? retries : 0;
    for (let attempt = 0; ; attempt += 1) {
      const answer = await send(call);
      if (answer.status === 200 || answer.status === 201) return answer.body as T;
      if (!isRetryable(answer.status) || attempt >= attempts) throw toAppError(answer, call);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  }

  async function listAll<T>(credentials: ShopWareCredentials, path: string): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const body = await request<ShopWarePage<T>>({
        method: 'GET',
        path,
        credentials,
        query: Object.entries({ page: String(page), per_page: '100' }),
      });
      if (!Array.isArray(body?.results)) throw unreadable();
      all.push(...body.results);
      if (body.results.length === 0 || page >= (body.total_pages ?? 1)) break;
    }
    return all;
  }

  const tenantPath = (tenantId: number, rest: string) => `/api/v1/tenants/${tenantId}${rest}`;

  const client: ShopWareClient = {
    async checkConnection(account) {
      const authorizations = await listAll<ShopWareAuthorization>(
        account,
        `/api/v1/partners/${encodeURIComponent(account.partnerId)}/authorizations`,
      );
      const match = authorizations.find((a) => Number(a.tenant_id) === account.tenantId);
      if (!match) {
        throw new AppError(
          'UPSTREAM_ERROR',
          `This shop (Shop-Ware tenant ${account.tenantId}) has not authorized this app. Ask the shop to authorize it in Shop-Ware, then check Settings → Integrations.`,
        );
      }
      return { tenantId: account.tenantId, writable: match.writable === true };
    },

    async findTenant(credentials, cname) {
      const wanted = cname.trim().toLowerCase();
      const tenants = await listAll<ShopWareTenant>(credentials, '/api/v1/tenants');
      const tenant = tenants.find((t) => t.cname?.toLowerCase() === wanted);
      if (!tenant) {
        throw new AppError(
          'NOT_FOUND',
          `No Shop-Ware shop named '${cname}' has authorized this app. Check the Shop-Ware address in Settings → Integrations.`,
        );
      }
      return tenant;
    },

    async getRepairOrder(account, id) {
      const ro = await request<ShopWareRepairOrder>({
        method: 'GET',
        path: tenantPath(account.tenantId, `/repair_orders/${id}`),
        credentials: account,
        query: RO_ASSOCIATIONS.map((a) => ['associations[]', a]),
        notFound: `Repair order ${id} was not found in Shop-Ware.`,
      });
      if (typeof ro?.id !== 'number') throw unreadable();
      return ro;
    },

    async findRepairOrderByNumber(account, number) {
      const page = await request<ShopWarePage<ShopWareRepairOrder>>({
        method: 'GET',
        path: tenantPath(account.tenantId, '/repair_orders'),
        credentials: account,
        query: [['number', number], ...RO_ASSOCIATIONS.map((a): [string, string] => ['associations[]', a])],
      });
      if (!Array.isArray(page?.results)) throw unreadable();
      return page.results.find((ro) => String(ro.number) === number) ?? null;
    },

    createRecommendation(account, input) {
      return request<ShopWareRecommendation>({
        method: 'POST',
        path: tenantPath(account.tenantId, '/recommendations'),
        credentials: account,
        body: { repair_order_id: input.repairOrderId, description: input.description },
        notFound: `Repair order ${input.repairOrderId} was not found in Shop-Ware.`,
      });
    },

    async renameRecommendation(account, id, input) {
      const recommendation = await request<ShopWareRecommendation>({
        method: 'PUT',
        path: tenantPath(account.tenantId, `/recommendations/${id}`),
        credentials: account,
        body: { repair_order_id: input.repairOrderId, description: input.description },
        notFound: `Recommendation ${id} is no longer on repair order ${input.repairOrderId} in Shop-Ware.`,
      });
      if (typeof recommendation?.id !== 'number') throw unreadable();
      return recommendation;
    },

    addNote(account, input) {
      return request<ShopWareNote>({
        method: 'POST',
        path: tenantPath(account.tenantId, '/notes'),
        credentials: account,
        body: { repair_order_id: input.repairOrderId, description: input.description },
        notFound: `Repair order ${input.repairOrderId} was not found in Shop-Ware.`,
      });
    },

    addCannedJob(account, repairOrderId, cannedJobId) {
      // Assumed: an estimate's id is its repair order's id (the answer is that RO).
      return request<ShopWareRepairOrder>({
        method: 'PUT',
        path: tenantPath(account.tenantId, `/estimates/${repairOrderId}/canned_jobs/${cannedJobId}`),
        credentials: account,
        notFound: `Repair order ${repairOrderId} or canned job ${cannedJobId} was not found in Shop-Ware.`,
      });
    },

    async listShops(account) {
      return listAll<ShopWareShop>(account, tenantPath(account.tenantId, '/shops'));
    },

    async updateRepairOrderDiscounts(account, id, discounts) {
      for (const [field, cents] of Object.entries(discounts)) {
        if (!Number.isInteger(cents) || cents <= 0) {
          throw new AppError('BAD_REQUEST', `The RO's ${field} must be a whole number of cents above 0.`);
        }
      }
      const ro = await request<ShopWareRepairOrder>({
        method: 'PUT',
        path: tenantPath(account.tenantId, `/repair_orders/${id}`),
        credentials: account,
        body: discounts,
        notFound: `Repair order ${id} was not found in Shop-Ware.`,
      });
      if (typeof ro?.id !== 'number') throw unreadable();
      return ro;
    },

    // Shop-Ware publishes no way to add arbitrary labor or part lines, so the quote becomes a
    // recommendation titled like the job plus a note listing each line; the advisor enters them.
    async addQuoteLines(account, lines) {
      const recommendation = await client.createRecommendation(account, {
        repairOrderId: lines.repairOrderId,
        description: lines.title,
      });
      const note = await client.addNote(account, {
        repairOrderId: lines.repairOrderId,
        description: describeQuoteLines(lines),
      });
      return { recommendation, note };
    },
  };
  return client;
}

const UNSURE_WRITE =
  ' The change may not have been saved: check the repair order in Shop-Ware before trying again.';

/** The note text of a quote: one line per labor and part, amounts from integer cents. */
export function describeQuoteLines(lines: ShopWareQuoteLines): string {
  const labor = lines.labors.map(
    (l) =>
      `Labor: ${l.name}, ${l.hours} h × ${dollars(l.rateCents ?? lines.laborRateCents)} = ${dollars(Math.round(l.hours * (l.rateCents ?? lines.laborRateCents)))}`,
  );
  const parts = lines.parts.map((p) => {
    const name = [p.brand, p.number, p.description].filter(Boolean).join(' ');
    return `Part: ${name}, ${p.quantity} × ${dollars(p.sellPriceCents)} = ${dollars(Math.round(p.quantity * p.sellPriceCents))}`;
  });
  return [`Quote: ${lines.title}`, ...labor, ...parts, ...(lines.summary ?? [])].join('\n');
}

function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const isRetryable = (status: number) => status === 429 || status >= 500;

const seconds = (ms: number) => String(Number((ms / 1000).toFixed(1)));

function unreadable(): AppError {
  return new AppError('UPSTREAM_ERROR', 'Shop-Ware sent an answer this app cannot read.');
}

/** The error body is not published: accept `{error}`, `{message}`, `{errors: [..] | {field: [..]}}`. */
export function readShopWareError(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const value = body as { error?: unknown; message?: unknown; errors?: unknown };
  const texts: string[] = [];
  const add = (item: unknown, prefix = '') => {
    if (typeof item === 'string' && item.trim()) texts.push(`${prefix}${item.trim()}`);
    else if (Array.isArray(item)) for (const each of item) add(each, prefix);
    else if (item && typeof item === 'object' && 'message' in item) add(item.message, prefix);
  };
  if (Array.isArray(value.errors)) add(value.errors);
  else if (value.errors && typeof value.errors === 'object') {
    for (const [field, messages] of Object.entries(value.errors))
      add(messages, `${field.replace(/_/g, ' ')} `);
  }
  if (texts.length === 0) add(value.error);
  if (texts.length === 0) add(value.message);
  return texts.length > 0 ? texts.join('; ') : null;
}

function toAppError({ status, body }: Answer, call: Call): AppError {
  const detail = readShopWareError(body);
  const unsure = call.method === 'GET' ? '' : UNSURE_WRITE;
  if (status === 401) return new AppError('UPSTREAM_ERROR', SHOPWARE_CREDENTIALS_REJECTED);
  if (status === 403) {
    return new AppError(
      'UPSTREAM_ERROR',
      'Shop-Ware refused access to this shop. Check that the shop has authorized this app (with write access) and the integration in Settings → Integrations.',
    );
  }
  if (status === 404) return new AppError('NOT_FOUND', call.notFound ?? `Shop-Ware has no ${call.path}.`);
  if (status === 429) {
    return new AppError(
      'TOO_MANY_REQUESTS',
      `Shop-Ware is receiving too many requests (HTTP 429). Try again in a moment.${unsure}`,
    );
  }
  if (status >= 500) {
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      `Shop-Ware is not answering (HTTP ${status}). Try again in a moment.${unsure}`,
    );
  }
  if (status === 400 || status === 422) {
    return new AppError('UPSTREAM_ERROR', `Shop-Ware rejected the request: ${detail ?? `HTTP ${status}`}`);
  }
  return new AppError('UPSTREAM_ERROR', `Shop-Ware answered HTTP ${status}${detail ? ` (${detail})` : ''}.`);
}
