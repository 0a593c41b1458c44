import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { normalizeVin } from '../../../shared/vehicle-identifiers';
import { openDeferredJobs } from '../../modules/deferred-work/service';
import { findOrDecodeVehicle } from '../../modules/vehicle/service';
import { deferredWorkSchema, vinParamsSchema } from '../deferred-work-schemas';
import { decodeVehicleBodySchema, idempotencyKeyHeaderSchema, vehicleSchema } from '../schemas';
import { organizationShopList } from '../scope';
import type { ApiEnv } from '../types';
import {
  authenticatedProblems,
  badRequest,
  postProblems,
  rateLimitHeaders,
  replayedHeader,
  security,
  upstreamProblems,
} from './responses';

const decodeVehicle = createRoute({
  method: 'post',
  path: '/vehicles/decode',
  operationId: 'decodeVehicle',
  summary: 'Decode a VIN',
  security,
  request: {
    headers: idempotencyKeyHeaderSchema,
    body: { required: true, content: { 'application/json': { schema: decodeVehicleBodySchema } } },
  },
  responses: {
    200: {
      description: 'The vehicle',
      content: { 'application/json': { schema: vehicleSchema } },
      headers: { ...rateLimitHeaders, ...replayedHeader },
    },
    ...postProblems,
    ...upstreamProblems,
  },
});

const getDeferredWork = createRoute({
  method: 'get',
  path: '/vehicles/{vin}/deferred-work',
  operationId: 'getDeferredWork',
  summary: 'Work the customer declined earlier on the vehicle, at the organization’s shops',
  security,
  request: { params: vinParamsSchema },
  responses: {
    200: {
      description: 'The open declined jobs, newest first; a job approved or done later is not listed',
      content: { 'application/json': { schema: deferredWorkSchema } },
      headers: rateLimitHeaders,
    },
    400: badRequest,
    ...authenticatedProblems,
  },
});

export function registerVehicleRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(getDeferredWork, async (c) => {
    const { vin } = c.req.valid('param');
    const db = c.var.deps.db;
    const shops = await organizationShopList(db, c.var.credential.organizationId);
    const jobs = await openDeferredJobs(
      db,
      shops.map((s) => s.id),
      normalizeVin(vin),
    );
    return c.json(
      {
        data: jobs.map((job) => ({
          id: job.id,
          shopId: job.shopId,
          quoteId: job.quoteId,
          estimateNumber: job.estimateNumber,
          revision: job.revision,
          job: { key: job.jobKey, name: job.jobName, total: job.total },
          lines: [
            ...job.lines.labor.map((l) => ({
              kind: 'labor' as const,
              name: l.title,
              quantity: l.hours,
              price: l.rate,
              total: l.total,
            })),
            ...job.lines.parts.map((p) => ({
              kind: 'part' as const,
              name: p.name,
              quantity: p.quantity,
              price: p.price,
              total: p.total,
            })),
          ],
          declinedBy: job.declinedBy,
          reason: job.reason,
          declinedAt: job.declinedAt.toISOString(),
          addedToQuoteId: job.addedToQuoteId,
        })),
      },
      200,
    );
  });

  app.openapi(decodeVehicle, async (c) => {
    const { vin } = c.req.valid('json');
    const vehicle = await findOrDecodeVehicle({ db: c.var.deps.db, deps: c.var.deps }, vin);
    return c.json(
      {
        vin: vehicle.vin,
        year: vehicle.model_year,
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
      },
      200,
    );
  });
}
