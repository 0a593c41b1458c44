import { z } from 'zod';
import { AUTHORIZATION_METHODS } from '../estimate-document';
import { estimateDiscountSchema } from './estimate';
import { quoteIdSchema } from './quote';
import { toE164 } from './share';
import { plainText } from './text';

// The procedures of a quote's estimate (issue 25): who it is for, its discounts, and the
// customer's authorizations.

const blankToNull = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

/** Odometer readings past this are typing mistakes. */
export const ODOMETER_MAX = 2_000_000;

/** estimate.saveEstimateDetails: the customer and the odometer on the quote (blank clears). */
export const saveEstimateDetailsInput = z.object({
  quoteId: quoteIdSchema,
  customerName: blankToNull(plainText('Customer name', { max: 120 })),
  customerPhone: blankToNull(
    plainText('Phone', { max: 40 }).refine(
      (v) => toE164(v) !== null,
      'Enter a phone number in international format, e.g. +1 650 555 0142',
    ),
  ),
  customerEmail: blankToNull(z.string().trim().email('Enter a valid e-mail address').max(200)),
  odometer: z
    .number('Odometer must be a number of miles')
    .int('Odometer must be a whole number of miles')
    .min(0, 'Odometer must be 0 or more')
    .max(ODOMETER_MAX, `Odometer must be at most ${ODOMETER_MAX.toLocaleString('en-US')} miles`)
    .nullable(),
});
export type SaveEstimateDetailsInput = z.infer<typeof saveEstimateDetailsInput>;

export const DISCOUNTS_MAX = 20;

/** estimate.saveDiscounts: the quote's discounts, replaced whole, in the order given. */
export const saveDiscountsInput = z.object({
  quoteId: quoteIdSchema,
  discounts: z
    .array(estimateDiscountSchema)
    .max(DISCOUNTS_MAX, `A quote takes at most ${DISCOUNTS_MAX} discounts`),
});
export type SaveDiscountsInput = z.infer<typeof saveDiscountsInput>;

const jobKeysSchema = z
  .array(plainText('Job', { max: 300, required: true }))
  .min(1, 'Choose at least one job')
  .max(100);

/** estimate.recordAuthorization: an authorization the shop took by phone or in person. */
export const recordAuthorizationInput = z.object({
  quoteId: quoteIdSchema,
  method: z.enum(
    AUTHORIZATION_METHODS.filter((m) => m !== 'ONLINE') as ['PHONE', 'IN_PERSON'],
    'Choose by phone or in person',
  ),
  customerName: plainText('Customer name', { max: 120, required: true }),
  jobKeys: jobKeysSchema,
  /** When the customer said yes; now when left out. Never in the future. */
  authorizedAt: z.coerce
    .date('Enter when the customer authorized the work')
    .refine((d) => d.getTime() <= Date.now() + 60_000, 'The authorization cannot be in the future')
    .optional(),
  note: plainText('Note', { max: 500, isMultiLine: true }).optional(),
});
export type RecordAuthorizationInput = z.infer<typeof recordAuthorizationInput>;

export const authorizationsInput = z.object({ quoteId: quoteIdSchema });

/** The customer's consent on the public page, given with an approval. */
export const onlineAuthorizationSchema = z.object({
  name: plainText('Your name', { max: 120, required: true }),
  consent: z.literal(true, 'Tick the box to authorize the work'),
});

/** 'I authorize the work above for {total}' — the consent the public page asks for. */
export function consentText(total: string): string {
  return `I authorize the work above for ${total}`;
}
