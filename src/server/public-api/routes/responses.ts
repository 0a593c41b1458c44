import { problemSchema } from '../schemas';

const problemContent = { 'application/problem+json': { schema: problemSchema } };

/** The problem answers every authenticated route may give. */
export const commonProblems = {
  400: { description: 'The request is invalid', content: problemContent },
  401: { description: 'A missing, wrong or expired access token', content: problemContent },
  404: { description: 'Not found, or not one of the organization’s shops', content: problemContent },
  429: { description: 'The credential’s rate limit was reached (see Retry-After)', content: problemContent },
} as const;

/** The answers a POST with an Idempotency-Key may add. */
export const idempotencyProblems = {
  409: {
    description: 'Conflict, or the first request with this key is still running',
    content: problemContent,
  },
  422: { description: 'The Idempotency-Key was used for a different request', content: problemContent },
} as const;

export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { oauth2: [] }];
