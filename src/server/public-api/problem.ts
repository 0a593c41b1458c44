import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { AppError, type AppErrorCode } from '../lib/app-error';
import type { Logger } from '../lib/logger';

/** Where a refused value was: the body (path: its field, '' for the whole body), the query, the path or a header. */
export type FieldLocation = 'body' | 'query' | 'path' | 'header';
export type FieldError = { in: FieldLocation; path: string; message: string };

/** RFC 9457 problem details; `detail` carries the app's own message. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
};

// The one map from the services' error codes to HTTP statuses for the public API.
const STATUS_BY_CODE: Record<AppErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  // An organization never learns about resources it cannot reach (404, never 403).
  FORBIDDEN: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_ERROR: 502,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL: 500,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function problemBody(
  c: Context,
  status: number,
  detail?: string,
  extra: Record<string, unknown> = {},
): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    instance: new URL(c.req.url).pathname,
    ...extra,
  };
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  detail?: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.body(JSON.stringify(problemBody(c, status, detail, extra)), status, {
    'Content-Type': 'application/problem+json',
  });
}

/** A refusal of one value the request carried, naming it. */
export function fieldProblem(
  c: Context,
  status: ContentfulStatusCode,
  field: FieldError,
  extra: Record<string, unknown> = {},
): Response {
  return problem(c, status, field.message, { ...extra, errors: [field] });
}

const LOCATION_OF_TARGET: Record<string, FieldLocation> = {
  json: 'body',
  form: 'body',
  query: 'query',
  param: 'path',
  header: 'header',
};

/** 'idempotency-key' → 'Idempotency-Key': a header named as the document and clients spell it. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/**
 * A request the schemas refused, with each field's message (the same messages as the app's forms)
 * and where it was; `target` is the validator's ('json', 'query', 'param', 'header').
 */
export function validationProblem(c: Context, error: ZodError, target = 'json'): Response {
  const location = LOCATION_OF_TARGET[target] ?? 'body';
  const errors: FieldError[] = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { in: location, path: location === 'header' ? headerName(path) : path, message: issue.message };
  });
  return problem(c, 400, errors[0]?.message ?? 'Invalid request', { errors });
}

/** An answer only the API gives (no service code maps to it), thrown from a handler. */
export class ProblemError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProblemError';
  }
}

/** Every thrown error becomes a problem; unexpected ones are logged and never show a stack or SQL. */
export function toProblemResponse(c: Context, error: unknown, logger: Logger): Response {
  if (error instanceof AppError) return problem(c, STATUS_BY_CODE[error.code], error.message);
  if (error instanceof ProblemError) return problem(c, error.status, error.message);
  if (isZodError(error)) return validationProblem(c, error);
  // hono's own refusals (a body it could not read): a 4xx keeps its status and message.
  if (error instanceof HTTPException && error.status < 500)
    return problem(c, error.status as ContentfulStatusCode, error.message || undefined);
  logger.error({ err: error, path: c.req.path }, 'public API request failed');
  return problem(c, 500, 'Something went wrong. Try again later.');
}

function isZodError(error: unknown): error is ZodError {
  return error instanceof Error && error.name === 'ZodError' && 'issues' in error;
}
