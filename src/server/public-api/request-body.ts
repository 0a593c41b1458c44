import type { MiddlewareHandler } from 'hono';
import { fieldProblem } from './problem';
import type { ApiEnv } from './types';

// hono's validator takes the same media types as JSON.
export const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export const JSON_REQUIRED_MESSAGE = 'Send the body as JSON (Content-Type: application/json)';
export const EMPTY_BODY_MESSAGE = 'The body is empty: send a JSON object';
export const MALFORMED_JSON_MESSAGE = 'The body is not valid JSON';
export const NOT_AN_OBJECT_MESSAGE = 'The body must be a JSON object';

/** The body as a JSON object, or the message saying why it is not one. */
export function parseJsonObject(text: string): Record<string, unknown> | string {
  if (text.trim() === '') return EMPTY_BODY_MESSAGE;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return MALFORMED_JSON_MESSAGE;
  }
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : NOT_AN_OBJECT_MESSAGE;
}

/**
 * The body of a POST to /api/v1 is a JSON object, checked before any route reads it: another
 * content type is 415, an empty, malformed or non-object body is 400, each naming what was
 * wrong. Without it the validator would throw on malformed JSON (a 500) or read another
 * content type as `{}` (a list of missing fields that hides the real mistake).
 */
export const requireJsonBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  if (!JSON_MEDIA_TYPE.test(mediaTypeOf(c.req.header('content-type'))))
    return fieldProblem(c, 415, { in: 'header', path: 'Content-Type', message: JSON_REQUIRED_MESSAGE });
  const body = parseJsonObject(await c.req.text());
  if (typeof body === 'string') return fieldProblem(c, 400, { in: 'body', path: '', message: body });
  await next();
};
