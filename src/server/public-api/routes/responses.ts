import { problemSchema } from '../schemas';

// The answers the routes declare, with the headers really sent with them: the document lists
// every status a request can get (the contract test checks the real answers against it).

const problemContent = { 'application/problem+json': { schema: problemSchema } };

type Header = { description: string; required?: boolean; schema: Record<string, unknown> };
type Headers = Record<string, Header>;

const seconds = { type: 'integer', minimum: 1 };

/** The credential's window, on every answer once the token is accepted. */
export const rateLimitHeaders: Headers = {
  'RateLimit-Limit': {
    description: 'Requests a minute the credential may make',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the current minute',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': { description: 'Seconds until the window resets', required: true, schema: seconds },
};

const retryAfter: Headers = {
  'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: seconds },
};

/** On a POST with an Idempotency-Key whose first answer is given again. */
export const replayedHeader: Headers = {
  'Idempotent-Replayed': {
    description: 'true when this is the stored answer to an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};

const problem = (description: string, headers?: Headers) => ({
  description,
  content: problemContent,
  ...(headers ? { headers } : {}),
});

/** 401 of an operation that needs a bearer token. */
const unauthorized = problem(
  'A missing, wrong or expired access token, or one of a credential whose creator has left the organization (the detail says so: an organization member must re-issue it)',
  {
    'WWW-Authenticate': {
      description: 'Bearer, with error="invalid_token" when a token was sent',
      required: true,
      schema: { type: 'string' },
    },
  },
);

/** What any operation may answer whatever its input: limits, failures and time-outs. */
export const serverProblems = {
  500: problem('An unexpected error; the detail is generic and nothing about it is shown'),
  504: problem('The server took more than 60 seconds to answer'),
} as const;

/** The answers of every operation that needs a bearer token (GET /shops has no other). */
export const authenticatedProblems = {
  401: unauthorized,
  429: problem('The credential’s rate limit was reached (see Retry-After)', {
    ...rateLimitHeaders,
    ...retryAfter,
  }),
  ...serverProblems,
} as const;

export const badRequest = problem(
  'The request is invalid: `errors` names each refused value (`in` body, query, path or header, and its `path`)',
);
export const notFound = problem('Not found, or not one of the organization’s shops');

/** The answers of a POST with a JSON body and an optional Idempotency-Key. */
export const postProblems = {
  400: problem('The request is invalid: `errors` names each refused value', replayedHeader),
  ...authenticatedProblems,
  409: problem(
    'The first request with this Idempotency-Key is still running, or a conflict with the stored data',
    replayedHeader,
  ),
  413: problem('The body is larger than 1 MB; the connection is closed', {
    Connection: { description: 'close', required: true, schema: { type: 'string', enum: ['close'] } },
  }),
  415: problem('The body is not JSON (see Content-Type)'),
  422: problem(
    'The Idempotency-Key was used for a different request, or the request could not be carried out (the detail says why)',
    replayedHeader,
  ),
} as const;

/** The answers of an operation that calls another system (the VIN decoder, the quote engine, e-mail and text). */
export const upstreamProblems = {
  502: problem('Another system the request needs answered with an error (the detail says which)'),
  503: problem('Another system the request needs is not answering; try again in a moment'),
} as const;

export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { oauth2: [] }];
