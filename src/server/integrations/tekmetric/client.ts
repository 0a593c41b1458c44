import { AppError } from '../../lib/app-error';
import {
  type CreatedJob,
  type CreateJobInput,
  TEKMETRIC_PART_TYPES,
  type TekmetricClient,
  type TekmetricCredentials,
  type TekmetricEnvelope,
  type TekmetricErrorBody,
  type TekmetricJob,
  type TekmetricJobRequest,
  type TekmetricPage,
  type TekmetricRepairOrder,
  type TekmetricShop,
  type TekmetricTokenResponse,
  type UpdateJobInput,
} from './types';

export type TekmetricClientOptions = TekmetricCredentials & {
  /** https://shop.tekmetric.com, https://sandbox.tekmetric.com, or the loopback emulator. */
  baseUrl: string;
  timeoutMs?: number;
  /** Extra attempts of a GET after a 429 or 5xx answer. */
  retries?: number;
  /** First backoff; doubles per retry (plus jitter), capped at 60 s as Tekmetric advises. */
  retryDelayMs?: number;
  now?: () => number;
};

export const TEKMETRIC_CREDENTIALS_REJECTED =
  'Tekmetric rejected the credentials. Check the integration in Settings → Integrations.';

/** Ask for a new token this long before an announced expiry, so none dies in flight. */
const TOKEN_MARGIN_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;

type Method = 'GET' | 'POST';
type Answer = { status: number; body: unknown };
type CachedToken = { token: string; renewAt: number };
/** What a call is about: the thing named in a 404 ('job' is a new job on the RO `id`, 'writtenJob' a job by its id). */
type Subject = { kind: 'shop' | 'repairOrder' | 'job' | 'writtenJob'; id: number };

/** Tekmetric's partner API: client-credentials token, shop and RO reads, and adding a job. */
export function createTekmetricClient(options: TekmetricClientOptions): TekmetricClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cached: CachedToken | null = null;
  // Concurrent calls share a single token request.
  let pending: Promise<string> | null = null;

  async function send(method: Method, path: string, headers: Record<string, string>, body?: string) {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // An HTML error page from a proxy: the status alone decides.
      }
      return { status: response.status, body: parsed } satisfies Answer;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        // A write that timed out may still have been saved on their side.
        const hint = method === 'POST' && path !== '/api/v1/oauth/token' ? writeHint : '';
        throw new AppError(
          'UPSTREAM_UNAVAILABLE',
          `Tekmetric did not answer within ${seconds(timeoutMs)} s.${hint}`,
          { cause: error },
        );
      }
      throw new AppError('UPSTREAM_UNAVAILABLE', 'Tekmetric is not answering. Try again in a moment.', {
        cause: error,
      });
    }
  }

  async function requestToken(): Promise<string> {
    const answer = await send(
      'POST',
      '/api/v1/oauth/token',
      {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      'grant_type=client_credentials',
    );
    if (answer.status !== 200) throw toAppError(answer, null, true);
    const body = answer.body as Partial<TekmetricTokenResponse> | null;
    if (typeof body?.access_token !== 'string' || !body.access_token) throw unreadable();
    // Tokens live until revoked unless the answer says otherwise; a 401 renews them.
    let renewAt = Number.POSITIVE_INFINITY;
    if (typeof body.expires_in === 'number' && body.expires_in > 0) {
      const lifetimeMs = body.expires_in * 1000;
      renewAt = now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2);
    }
    cached = { token: body.access_token, renewAt };
    return body.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    if (!pending) pending = requestToken().finally(() => (pending = null));
    return pending;
  }

  async function call(method: Method, path: string, payload?: unknown): Promise<Answer> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const attempt = async () => {
      const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken()}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      // Only reads are repeated: a POST that failed with 5xx may have been saved anyway.
      const tries = method === 'GET' ? retries : 0;
      for (let n = 0; ; n += 1) {
        const answer = await send(method, path, headers, body);
        if (!isRetryable(answer.status) || n >= tries) return answer;
        await sleep(backoff(retryDelayMs, n));
      }
    };
    let answer = await attempt();
    // A revoked or expired token; a 401 means nothing was done, so one fresh token is worth a try.
    if (answer.status === 401) {
      cached = null;
      answer = await attempt();
    }
    return answer;
  }

  async function getRepairOrder(repairOrderId: number) {
    const subject: Subject = { kind: 'repairOrder', id: repairOrderId };
    const answer = await call('GET', `/api/v1/repair-orders/${encodeId(repairOrderId, subject)}`);
    if (answer.status !== 200) throw toAppError(answer, subject, false);
    const ro = answer.body as Partial<TekmetricRepairOrder> | null;
    if (typeof ro?.id !== 'number' || typeof ro.repairOrderNumber !== 'number' || !ro.repairOrderStatus) {
      throw unreadable();
    }
    return {
      id: ro.id,
      repairOrderNumber: ro.repairOrderNumber,
      shopId: ro.shopId as number,
      status: ro.repairOrderStatus,
    };
  }

  /** POST /api/v1/jobs: a new job, or (with `id`) the job of that id replaced, on the RO named. */
  async function writeJob(request: TekmetricJobRequest, subject: Subject): Promise<CreatedJob> {
    // Reading first gives a clear "not found" and the RO number the advisor knows it by.
    const ro = await getRepairOrder(request.repairOrderId);
    const answer = await call('POST', '/api/v1/jobs', request);
    if (answer.status !== 200 && answer.status !== 201) throw toAppError(answer, subject, false);
    const envelope = answer.body as Partial<TekmetricEnvelope<TekmetricJob>> | null;
    const job = envelope?.data ?? null;
    if (typeof job?.id !== 'number') throw unreadable();
    if (request.id !== undefined && job.id !== request.id) throw unreadable();
    return { jobId: job.id, repairOrderId: ro.id, repairOrderNumber: ro.repairOrderNumber };
  }

  return {
    async getShop(shopId) {
      const subject: Subject = { kind: 'shop', id: shopId };
      const answer = await call('GET', `/api/v1/shops/${encodeId(shopId, subject)}`);
      if (answer.status !== 200) throw toAppError(answer, subject, false);
      const shop = answer.body as Partial<TekmetricShop> | null;
      if (typeof shop?.id !== 'number' || typeof shop.name !== 'string') throw unreadable();
      return shop as TekmetricShop;
    },
    getRepairOrder,
    async listJobs(repairOrderId) {
      const subject: Subject = { kind: 'repairOrder', id: repairOrderId };
      const query = `repairOrderId=${encodeId(repairOrderId, subject)}&size=100`;
      const answer = await call('GET', `/api/v1/jobs?${query}`);
      if (answer.status !== 200) throw toAppError(answer, subject, false);
      const page = answer.body as Partial<TekmetricPage<TekmetricJob>> | null;
      if (!Array.isArray(page?.content)) throw unreadable();
      return page.content;
    },
    // Async, so a body refused before any call (dollars where cents go) is a rejection too.
    async createJob(input: CreateJobInput) {
      return writeJob(toJobRequest(input), { kind: 'job', id: input.repairOrderId });
    },
    async updateJob(input: UpdateJobInput) {
      const subject: Subject = { kind: 'writtenJob', id: input.jobId };
      return writeJob({ id: Number(encodeId(input.jobId, subject)), ...toJobRequest(input) }, subject);
    },
    forget() {
      cached = null;
    },
  };
}

const writeHint =
  ' The job may have been added anyway: check the repair order in Tekmetric before trying again.';
const updateHint = ' The job may have been changed anyway: check the repair order in Tekmetric.';

function toJobRequest(input: CreateJobInput): TekmetricJobRequest {
  const cents = (value: number, what: string) => {
    if (!Number.isInteger(value) || value < 0) {
      throw new AppError('BAD_REQUEST', `${what} must be a whole, non-negative number of cents.`);
    }
    return value;
  };
  return {
    repairOrderId: input.repairOrderId,
    name: input.name,
    note: input.note ?? null,
    labor: input.labor.map((l) => ({
      name: l.name,
      rate: cents(l.rateCents, `The labor rate of "${l.name}"`),
      hours: l.hours,
      complete: false,
      // Only when a matrix applies: without the field Tekmetric keeps the rate as sent.
      ...(l.autoApplyLaborMatrixId ? { autoApplyLaborMatrixId: l.autoApplyLaborMatrixId } : {}),
    })),
    parts: input.parts.map((p) => ({
      name: p.name,
      brand: p.brand ?? null,
      partNumber: p.partNumber ?? null,
      quantity: p.quantity,
      cost: cents(p.costCents, `The cost of "${p.name}"`),
      retail: cents(p.retailCents, `The price of "${p.name}"`),
      partType: p.partType ?? TEKMETRIC_PART_TYPES.PART,
      ...(p.autoApplyPartsMatrixId ? { autoApplyPartsMatrixId: p.autoApplyPartsMatrixId } : {}),
    })),
    ...(input.fees?.length
      ? { fees: input.fees.map((f) => ({ name: f.name, total: cents(f.totalCents, `The fee "${f.name}"`) })) }
      : {}),
    ...(input.discounts?.length
      ? {
          discounts: input.discounts.map((d) => ({
            name: d.name,
            total: cents(d.totalCents, `The discount "${d.name}"`),
          })),
        }
      : {}),
  };
}

function encodeId(id: number, subject: Subject): string {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new AppError('BAD_REQUEST', `${describe(subject)} is not a valid Tekmetric id.`);
  }
  return String(id);
}

function describe({ kind, id }: Subject): string {
  if (kind === 'shop') return `Shop ${id}`;
  return kind === 'writtenJob' ? `Job ${id}` : `Repair order ${id}`;
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function backoff(baseMs: number, attempt: number): number {
  const delay = baseMs * 2 ** attempt;
  return Math.min(MAX_BACKOFF_MS, delay + Math.random() * (delay / 2));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function seconds(ms: number): string {
  return String(Number((ms / 1000).toFixed(1)));
}

function unreadable(): AppError {
  return new AppError('UPSTREAM_ERROR', 'Tekmetric sent an answer this app cannot read.');
}

function toAppError({ status, body }: Answer, subject: Subject | null, isTokenRequest: boolean): AppError {
  const envelope = (body ?? {}) as TekmetricErrorBody;
  const code = envelope.error ?? null;
  const detail = (envelope.error_description ?? envelope.message ?? '').trim() || null;
  if (code === 'invalid_client' || (isTokenRequest && (status === 400 || status === 401 || status === 403))) {
    return new AppError('UPSTREAM_ERROR', TEKMETRIC_CREDENTIALS_REJECTED);
  }
  if (status === 429) {
    return new AppError(
      'TOO_MANY_REQUESTS',
      'Tekmetric is receiving too many requests (HTTP 429). Try again in a moment.',
    );
  }
  if (status >= 500) {
    const hint = subject?.kind === 'job' ? writeHint : subject?.kind === 'writtenJob' ? updateHint : '';
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      `Tekmetric is not answering (HTTP ${status}). Try again in a moment.${hint}`,
    );
  }
  if (status === 401) {
    return new AppError('UPSTREAM_ERROR', TEKMETRIC_CREDENTIALS_REJECTED);
  }
  if (status === 404 && subject?.kind === 'writtenJob') {
    return new AppError(
      'NOT_FOUND',
      `Job ${subject.id} is no longer on this repair order in Tekmetric (it may have been deleted there). Add the approved work in Tekmetric.`,
    );
  }
  if (status === 404 && subject && subject.kind !== 'job') {
    return new AppError('NOT_FOUND', `${describe(subject)} was not found in Tekmetric.`);
  }
  if ((status === 404 || status === 405) && subject?.kind === 'job') {
    // Tekmetric's partner docs publish no job-creation endpoint; an account may not have it.
    return new AppError(
      'UPSTREAM_ERROR',
      `Tekmetric does not accept new jobs through its API for this account (HTTP ${status}). Add the job in Tekmetric.`,
    );
  }
  if (status === 403) {
    const what = subject && subject.kind !== 'job' ? describe(subject).toLowerCase() : 'this shop';
    return new AppError(
      'UPSTREAM_ERROR',
      `Tekmetric has not given this app access to ${what}. Ask the shop to connect the app in Tekmetric.`,
    );
  }
  if (status === 400) {
    return new AppError('UPSTREAM_ERROR', `Tekmetric rejected the request: ${detail ?? 'it was malformed'}.`);
  }
  return new AppError('UPSTREAM_ERROR', `Tekmetric answered HTTP ${status}${code ? ` (${code})` : ''}.`);
}
