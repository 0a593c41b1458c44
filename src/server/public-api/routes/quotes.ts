import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { shareQuoteInput } from '../../../shared/schemas/share';
import { shareCheckedQuote } from '../../modules/notification-demo/service';
import { createQuoteFromConcern } from '../../modules/quote/service/create';
import { findOrDecodeVehicle } from '../../modules/vehicle/service';
import { ProblemError } from '../problem';
import { listOrganizationQuotes, toApiQuote } from '../quote-view';
import {
  createQuoteBodySchema,
  idempotencyKeyHeaderSchema,
  quoteIdParamsSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteSchema,
  shareQuoteBodySchema,
  shareResultSchema,
} from '../schemas';
import { actingUser, organizationQuote, organizationShop } from '../scope';
import type { ApiEnv } from '../types';
import {
  authenticatedProblems,
  badRequest,
  notFound,
  postProblems,
  rateLimitHeaders,
  replayedHeader,
  security,
  upstreamProblems,
} from './responses';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const SHARE_FIELD_OF_INPUT: Record<string, string> = { customerEmail: 'email', customerPhone: 'phone' };
const answer = <T>(description: string, schema: T, headers = rateLimitHeaders) => ({
  description,
  content: json(schema),
  headers,
});

const createQuote = createRoute({
  method: 'post',
  path: '/quotes',
  operationId: 'createQuote',
  summary: 'Create a quote from a concern',
  security,
  request: {
    headers: idempotencyKeyHeaderSchema,
    body: { required: true, content: json(createQuoteBodySchema) },
  },
  responses: {
    201: answer('The quote', quoteSchema, { ...rateLimitHeaders, ...replayedHeader }),
    ...postProblems,
    404: notFound,
    ...upstreamProblems,
  },
});

const getQuote = createRoute({
  method: 'get',
  path: '/quotes/{id}',
  operationId: 'getQuote',
  summary: 'A quote',
  security,
  request: { params: quoteIdParamsSchema },
  responses: { 200: answer('The quote', quoteSchema), 404: notFound, ...authenticatedProblems },
});

const listQuotes = createRoute({
  method: 'get',
  path: '/quotes',
  operationId: 'listQuotes',
  summary: 'The organization’s quotes, newest first',
  security,
  request: { query: quoteListQuerySchema },
  responses: {
    200: answer('A page of quotes; pass nextCursor as cursor for the next', quoteListSchema),
    400: badRequest,
    404: notFound,
    ...authenticatedProblems,
  },
});

const shareQuote = createRoute({
  method: 'post',
  path: '/quotes/{id}/share',
  operationId: 'shareQuote',
  summary: 'Send the quote’s public page to the customer by e-mail and/or text',
  security,
  request: {
    params: quoteIdParamsSchema,
    headers: idempotencyKeyHeaderSchema,
    body: { required: true, content: json(shareQuoteBodySchema) },
  },
  responses: {
    200: answer('What was sent', shareResultSchema, { ...rateLimitHeaders, ...replayedHeader }),
    ...postProblems,
    404: notFound,
    ...upstreamProblems,
  },
});

export function registerQuoteRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(createQuote, async (c) => {
    const { deps, credential } = c.var;
    const input = c.req.valid('json');
    const shop = await organizationShop(deps.db, credential.organizationId, input.shopId);
    const user = await actingUser(deps.db, credential);
    const ctx = { deps, db: deps.db, user, shop };
    const vehicle = await findOrDecodeVehicle(ctx, input.vin);
    const result = await createQuoteFromConcern(ctx, { vehicleId: vehicle.id, searchQuery: input.concern });
    const quoteId = result.response.quote?.id;
    // The engine answered without a quote (the concern was not understood): its answer says why.
    if (!quoteId) throw new ProblemError(422, result.response.message);
    const quote = await organizationQuote(deps.db, credential.organizationId, quoteId);
    return c.json(await toApiQuote(deps.db, deps.env.APP_URL, quote), 201);
  });

  app.openapi(getQuote, async (c) => {
    const { deps, credential } = c.var;
    const quote = await organizationQuote(deps.db, credential.organizationId, c.req.valid('param').id);
    return c.json(await toApiQuote(deps.db, deps.env.APP_URL, quote), 200);
  });

  app.openapi(listQuotes, async (c) => {
    const { deps, credential } = c.var;
    const query = c.req.valid('query');
    if (query.shopId) await organizationShop(deps.db, credential.organizationId, query.shopId);
    const page = await listOrganizationQuotes(deps.db, deps.env.APP_URL, {
      organizationId: credential.organizationId,
      ...query,
    });
    return c.json(page, 200);
  });

  app.openapi(shareQuote, async (c) => {
    const { deps, credential } = c.var;
    const quote = await organizationQuote(deps.db, credential.organizationId, c.req.valid('param').id);
    const body = c.req.valid('json');
    // The app's own input schema, so the rules and messages are the share dialog's; a refusal
    // names the API's field.
    const parsed = shareQuoteInput.safeParse({
      quoteId: quote.id,
      customerName: body.customerName,
      customerEmail: body.email,
      customerPhone: body.phone,
      message: body.message,
    });
    if (!parsed.success)
      throw new z.ZodRealError(
        parsed.error.issues.map((issue) => ({
          ...issue,
          path: issue.path.map((key) => SHARE_FIELD_OF_INPUT[String(key)] ?? key),
        })),
      );
    const input = parsed.data;
    const user = await actingUser(deps.db, credential);
    // The quote is one of the organization's shops' (checked above): its shop sends it.
    const shop = await organizationShop(deps.db, credential.organizationId, quote.shop_id);
    const result = await shareCheckedQuote({ deps, db: deps.db, user }, { quote, shop }, input);
    return c.json(result, 200);
  });
}
