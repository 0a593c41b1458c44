import { z } from '@hono/zod-openapi';
import { vinField } from './schemas';

// The wire contract of GET /api/v1/vehicles/{vin}/deferred-work (issue 26).

export const vinParamsSchema = z.object({
  vin: vinField.openapi({ param: { name: 'vin', in: 'path' }, description: 'The vehicle’s VIN' }),
});

const deferredLineSchema = z.object({
  kind: z.enum(['labor', 'part']),
  name: z.string(),
  quantity: z.number().openapi({ description: 'Hours for labor, units for parts' }),
  price: z.number().openapi({ description: 'Rate per hour, or price per unit, as quoted then' }),
  total: z.number(),
});

export const deferredWorkSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.string(),
        shopId: z.string(),
        quoteId: z.string().nullable().openapi({ description: 'The quote it was declined on' }),
        estimateNumber: z.number().int().nullable(),
        revision: z.number().int().nullable(),
        job: z.object({ key: z.string(), name: z.string(), total: z.number() }),
        lines: z.array(deferredLineSchema),
        declinedBy: z.enum(['CUSTOMER', 'SHOP']),
        reason: z.string().nullable(),
        declinedAt: z.string().openapi({ format: 'date-time' }),
        addedToQuoteId: z.string().nullable(),
      }),
    ),
  })
  .openapi('DeferredWork');
