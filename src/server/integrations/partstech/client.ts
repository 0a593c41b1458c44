import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type {
  PartsTechAccessResponse,
  PartsTechClient,
  PartsTechCredentials,
  PartsTechErrorBody,
  PartsTechQuoteRequest,
  PartsTechQuoteResponse,
  QuotedPart,
} from './types';

export type PartsTechClientOptions = {
  /** e.g. https://api.partstech.com, a sandbox, or the loopback emulator. */
  baseUrl: string;
  timeoutMs?: number;
  /** Extra attempts after a 429 or 5xx answer. */
  retries?: number;
  /** First backoff; doubles per retry. */
  retryDelayMs?: number;
  now?: () => number;
};

export const PARTSTECH_CREDENTIALS_REJECTED =
  'PartsTech rejected the credentials. Check the integration in Settings → Integrations.';

const CREDENTIAL_CODES = new Set(['UserAuthenticationFailed', 'PartnerAuthenticationFailed']);
const TOKEN_CODES = new Set(['InvalidToken', 'ExpiredToken']);
/** Ask for a new token this long before the old one expires, so none dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

type Answer = { status: number; body: unknown };
type CachedToken = { token: string; renewAt: number };

/** PartsTech's external API: the credentials → JWT exchange and the direct catalog quote. */
export function createPartsTechClient(options: PartsTechClientOptions): PartsTechClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, CachedToken>();
  // Concurrent quotes of one shop share a single /oauth/access call.
  const pending = new Map<string, Promise<string>>();

  async function send(path: string, payload: unknown, token?: string): Promise<Answer> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
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
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new AppError(
          'UPSTREAM_UNAVAILABLE',
          `PartsTech did not answer within ${seconds(timeoutMs)} s.`,
          {
            cause: error,
          },
        );
      }
      throw new AppError('UPSTREAM_UNAVAILABLE', 'PartsTech is not answering. Try again in a moment.', {
        cause: error,
      });
    }
  }

  // Both calls are reads (a token request creates nothing), so repeating them is safe.
  async function sendWithRetries(path: string, payload: unknown, token?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await send(path, payload, token);
      if (!isRetryable(answer.status) || attempt >= retries) return answer;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  }

  async function requestToken(credentials: PartsTechCredentials, key: string): Promise<string> {
    const answer = await sendWithRetries('/oauth/access', { accessType: 'user', credentials });
    if (answer.status !== 200) throw toAppError(answer, true);
    const body = answer.body as Partial<PartsTechAccessResponse> | null;
    if (typeof body?.accessToken !== 'string' || !body.accessToken || typeof body.expiresIn !== 'number') {
      throw unreadable();
    }
    const lifetimeMs = body.expiresIn * 1000;
    const margin = Math.min(TOKEN_MARGIN_MS, lifetimeMs / 2);
    tokens.set(key, { token: body.accessToken, renewAt: now() + lifetimeMs - margin });
    return body.accessToken;
  }

  function accessToken(credentials: PartsTechCredentials): Promise<string> {
    const key = cacheKey(credentials);
    const cached = tokens.get(key);
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    let request = pending.get(key);
    if (!request) {
      request = requestToken(credentials, key).finally(() => pending.delete(key));
      pending.set(key, request);
    }
    return request;
  }

  return {
    async authenticate(credentials) {
      await accessToken(credentials);
    },
    async quote(credentials, request: PartsTechQuoteRequest): Promise<PartsTechQuoteResponse> {
      let answer = await sendWithRetries('/catalog/quote', request, await accessToken(credentials));
      // A token can be revoked or expire early on their side; one fresh token is worth a try.
      if (answer.status === 401 && TOKEN_CODES.has(errorCode(answer.body) ?? '')) {
        tokens.delete(cacheKey(credentials));
        answer = await sendWithRetries('/catalog/quote', request, await accessToken(credentials));
      }
      if (answer.status !== 200) throw toAppError(answer, false);
      return readQuote(answer.body);
    },
    forget(credentials) {
      tokens.delete(cacheKey(credentials));
    },
  };
}

function cacheKey(credentials: PartsTechCredentials): string {
  // Keys are part of the identity so changed keys in Settings never reuse an old token.
  const { user, partner } = credentials;
  return createHash('sha256')
    .update(JSON.stringify([partner.id, partner.key, user.id, user.key]))
    .digest('hex');
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function seconds(ms: number): string {
  return String(Number((ms / 1000).toFixed(1)));
}

function errorCode(body: unknown): string | null {
  return (body as PartsTechErrorBody | null)?.error?.code ?? null;
}

function unreadable(): AppError {
  return new AppError('UPSTREAM_ERROR', 'PartsTech sent an answer this app cannot read.');
}

function toAppError({ status, body }: Answer, isTokenRequest: boolean): AppError {
  const envelope = (body ?? {}) as PartsTechErrorBody;
  const code = envelope.error?.code ?? null;
  const message = envelope.error?.message?.trim() || null;
  if (CREDENTIAL_CODES.has(code ?? '') || (isTokenRequest && (status === 401 || status === 403))) {
    return new AppError('UPSTREAM_ERROR', PARTSTECH_CREDENTIALS_REJECTED);
  }
  if (status === 429) {
    return new AppError(
      'TOO_MANY_REQUESTS',
      'PartsTech is receiving too many requests (HTTP 429). Try again in a moment.',
    );
  }
  if (status >= 500) {
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      `PartsTech is not answering (HTTP ${status}). Try again in a moment.`,
    );
  }
  if (status === 400) {
    const details = envelope.validationErrors?.filter(Boolean) ?? [];
    const reason = details.length > 0 ? details.join('; ') : (message ?? 'the request was malformed');
    return new AppError('UPSTREAM_ERROR', `PartsTech rejected the request: ${reason}`);
  }
  if (status === 401) {
    return new AppError(
      'UPSTREAM_ERROR',
      'PartsTech did not accept a fresh access token. Try again in a moment.',
    );
  }
  if (status === 403) {
    // IncorrectMode, UserIsNotActivated, DisabledApiUsage…: PartsTech's own text says what to do.
    return new AppError('UPSTREAM_ERROR', `PartsTech refused the request: ${message ?? code ?? 'forbidden'}`);
  }
  return new AppError('UPSTREAM_ERROR', `PartsTech answered HTTP ${status}${code ? ` (${code})` : ''}.`);
}

function readQuote(body: unknown): PartsTechQuoteResponse {
  const value = body as { parts?: unknown; errors?: unknown } | null;
  if (!Array.isArray(value?.parts)) throw unreadable();
  const errors = Array.isArray(value.errors)
    ? value.errors.filter((e): e is string => typeof e === 'string')
    : [];
  return { parts: value.parts as QuotedPart[], errors };
}
