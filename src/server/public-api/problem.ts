import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { AppError, type AppErrorCode } from '../lib/app-error';
import type { Logger } from '../lib/logger';

/** RFC 9457 problem details; `detail` carries the app's own message. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Array<{ path: string; message: string }>;
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
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
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

/** A request the schemas refused, with each field's message (the same messages as the app's forms). */
export function validationProblem(c: Context, error: ZodError): Response {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
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
  logger.error({ err: error, path: c.req.path }, 'public API request failed');
  return problem(c, 500, 'Something went wrong. Try again later.');
}

function isZodError(error: unknown): error is ZodError {
  return error instanceof Error && error.name === 'ZodError' && 'issues' in error;
}
