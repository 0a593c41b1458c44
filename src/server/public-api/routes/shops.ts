import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { shopListSchema } from '../schemas';
import { organizationShopList } from '../scope';
import type { ApiEnv } from '../types';
import { authenticatedProblems, rateLimitHeaders, security } from './responses';

const listShops = createRoute({
  method: 'get',
  path: '/shops',
  operationId: 'listShops',
  summary: 'The organization’s shops',
  security,
  responses: {
    200: {
      description: 'The shops',
      content: { 'application/json': { schema: shopListSchema } },
      headers: rateLimitHeaders,
    },
    ...authenticatedProblems,
  },
});

export function registerShopRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listShops, async (c) => {
    const shops = await organizationShopList(c.var.deps.db, c.var.credential.organizationId);
    return c.json(
      {
        data: shops.map((shop) => ({
          id: shop.id,
          name: shop.name,
          address1: shop.address1,
          address2: shop.address2,
          city: shop.city,
          state: shop.state,
          zip: shop.zip,
          phone: shop.phone,
          website: shop.website,
          standardLaborRate: shop.standard_labor_rate,
        })),
      },
      200,
    );
  });
}
