import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { findOrDecodeVehicle } from '../../modules/vehicle/service';
import { decodeVehicleBodySchema, idempotencyKeyHeaderSchema, vehicleSchema } from '../schemas';
import type { ApiEnv } from '../types';
import { postProblems, rateLimitHeaders, replayedHeader, security, upstreamProblems } from './responses';

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

export function registerVehicleRoutes(app: OpenAPIHono<ApiEnv>) {
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
