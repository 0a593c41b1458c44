import { z } from '@hono/zod-openapi';
import { CONCERN_MAX_LENGTH } from '../../shared/quote-limits';
import { refuseControlCharacters } from '../../shared/schemas/text';
import { normalizeVin, validateVin } from '../../shared/vehicle-identifiers';
import { isValidCursor } from './cursor';

// The wire contract of /api/v1: the routes validate with these and the OpenAPI document is
// generated from them, so the two cannot drift.

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z
      .array(
        z.object({
          in: z.enum(['body', 'query', 'path', 'header']),
          path: z.string().openapi({ description: 'The field (dot-separated; empty for the whole body)' }),
          message: z.string(),
        }),
      )
      .optional()
      .openapi({ description: 'Each refused value of the request' }),
    error: z.string().optional().openapi({ description: "OAuth 2.0 error code ('invalid_client')" }),
  })
  .openapi('Problem');

export const tokenRequestSchema = z
  .object({
    grant_type: z.literal('client_credentials').optional(),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  })
  .openapi('TokenRequest');

export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
  })
  .openapi('TokenResponse');

export const shopSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    standardLaborRate: z.number().nullable(),
  })
  .openapi('Shop');

export const shopListSchema = z.object({ data: z.array(shopSchema) }).openapi('ShopList');

// The app's VIN rules and messages (17 characters, no I, O or Q, the check digit), spaces,
// dashes and case forgiven as in the app; the service normalizes it the same way.
export const vinField = z
  .string('VIN is required')
  .max(64, 'A VIN has 17 characters.')
  .check(refuseControlCharacters('VIN'))
  .superRefine((vin, ctx) => {
    const problem = validateVin(normalizeVin(vin));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: vin });
  })
  .openapi({ example: '1FTFW1EF4DF127183' });

export const decodeVehicleBodySchema = z.object({ vin: vinField }).openapi('DecodeVehicleRequest');

export const vehicleSchema = z
  .object({
    vin: z.string(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().nullable(),
  })
  .openapi('Vehicle');

export const createQuoteBodySchema = z
  .object({
    shopId: z.uuid('Invalid shop id'),
    vin: vinField,
    concern: z
      .string('Describe the concern')
      .trim()
      .min(1, 'Describe the concern')
      .max(CONCERN_MAX_LENGTH, `The concern must be at most ${CONCERN_MAX_LENGTH} characters`)
      .check(refuseControlCharacters('Concern', { isMultiLine: true }))
      .openapi({ example: 'Front brakes grinding' }),
  })
  .openapi('CreateQuoteRequest');

const laborItemSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    hours: z.number(),
    rate: z.number(),
    total: z.number(),
    isSuggested: z.boolean(),
    provenance: z.string().nullable().openapi({ description: 'Where the line came from' }),
  })
  .openapi('LaborItem');

const partItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    quantity: z.number(),
    price: z.number(),
    total: z.number(),
    isSuggested: z.boolean(),
    provenance: z.string().nullable(),
  })
  .openapi('PartItem');

const estimateSchema = z
  .object({
    number: z.number().int().openapi({ description: "The shop's estimate number; never repeats in a shop" }),
    customer: z.object({
      name: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    odometer: z.number().int().nullable().openapi({ description: 'Odometer in, in miles' }),
    lines: z
      .array(
        z.object({
          key: z.string(),
          kind: z.enum(['labor', 'parts', 'subtotal', 'discount', 'fee', 'tax', 'total']),
          label: z.string(),
          amount: z.number().openapi({ description: 'Dollars; a discount is negative' }),
        }),
      )
      .openapi({ description: 'What the customer pays, line by line, as every view prints it' }),
    subtotal: z.number(),
    discountTotal: z.number(),
    feeTotal: z.number(),
    taxTotal: z.number(),
    totalDue: z.number(),
  })
  .openapi('Estimate', {
    description: "The live quote priced with the shop's fees, taxes and the quote's discounts",
  });

const authorizationSchema = z
  .object({
    id: z.uuid(),
    method: z.enum(['ONLINE', 'PHONE', 'IN_PERSON']),
    name: z.string(),
    jobs: z.array(z.object({ key: z.string(), name: z.string() })),
    total: z.number().openapi({ description: 'The total due the customer agreed to, in dollars' }),
    revision: z.number().int().nullable(),
    authorizedAt: z.iso.datetime({ offset: true }),
    ipAddress: z.string().nullable(),
    recordedBy: z.string().nullable(),
    note: z.string().nullable(),
  })
  .openapi('Authorization');

export const quoteSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    shopId: z.uuid(),
    vehicle: z.object({
      vin: z.string(),
      year: z.number().int().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
    }),
    concern: z.string(),
    laborItems: z.array(laborItemSchema),
    partItems: z.array(partItemSchema),
    totals: z.object({ labor: z.number(), parts: z.number(), total: z.number() }).openapi({
      description: 'Labor plus parts: suggested lines are not counted; no fees, discounts or tax',
    }),
    estimate: estimateSchema,
    authorizations: z.array(authorizationSchema).openapi({ description: 'Newest first' }),
    publicUrl: z.url(),
    pdfUrl: z
      .url()
      .openapi({ description: 'The estimate as a PDF (the live quote, or the last revision sent)' }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('Quote');

export const quoteListSchema = z
  .object({ data: z.array(quoteSchema), nextCursor: z.string().nullable() })
  .openapi('QuoteList');

export const quoteListQuerySchema = z.object({
  shopId: z.uuid('Invalid shop id').optional(),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20),
  cursor: z
    .string('Invalid cursor')
    .refine(isValidCursor, 'Invalid cursor')
    .optional()
    .openapi({ description: 'The nextCursor of the previous page' }),
});

export const quoteIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The quote id (a UUID)' }),
});

export const shareQuoteBodySchema = z
  .object({
    customerName: z.string('Customer name is required'),
    email: z.string().optional(),
    phone: z.string().optional(),
    message: z.string().optional(),
  })
  .openapi('ShareQuoteRequest');

export const shareResultSchema = z
  .object({
    id: z.uuid(),
    link: z.url(),
    revision: z.object({ number: z.number().int(), total: z.number(), created: z.boolean() }),
    summary: z.object({ notificationsSent: z.object({ email: z.boolean(), sms: z.boolean() }) }),
    failures: z.array(z.string()),
  })
  .openapi('ShareResult');

export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must be 1 to 255 characters')
    .max(255, 'Idempotency-Key must be 1 to 255 characters')
    .check(refuseControlCharacters('Idempotency-Key'))
    .optional()
    .openapi({
      description: 'A retry with the same key returns the first answer and creates nothing new',
    }),
});

export type ApiQuote = z.infer<typeof quoteSchema>;
