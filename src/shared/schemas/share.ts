import { z } from 'zod';
import { refuseControlCharacters } from './text';

const optional = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Digits of a phone number as E.164: '(650) 555-0142' → '+16505550142' (US default). */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  const bare = digits.replace(/\D/g, '');
  if (bare.length === 10) return `+1${bare}`;
  if (bare.length === 11 && bare.startsWith('1')) return `+${bare}`;
  return null;
}

const CONTACT_REQUIRED = 'At least one contact method (email or phone) is required';
const hasContact = (v: { customerEmail?: string; customerPhone?: string }) =>
  Boolean(v.customerEmail || v.customerPhone);

const shareFields = z.object({
  customerName: z
    .string('Customer name is required')
    .trim()
    .min(1, 'Customer name is required')
    .max(120)
    .check(refuseControlCharacters('Customer name')),
  customerEmail: optional(z.string().trim().email('Enter a valid e-mail address').max(200)),
  customerPhone: optional(
    z
      .string()
      .trim()
      .max(40)
      .check(refuseControlCharacters('Phone'))
      .refine(
        (v) => toE164(v) !== null,
        'Enter a phone number in international format, e.g. +1 650 555 0142',
      ),
  ),
  message: optional(
    z
      .string()
      .trim()
      .max(1000, 'Message must be at most 1000 characters')
      .check(refuseControlCharacters('Message', { isMultiLine: true })),
  ),
});

/** The share dialog's fields (spec §5): a name, and an e-mail or a phone; trimmed, empties omitted. */
export const shareQuoteFormSchema = shareFields.refine(hasContact, {
  message: CONTACT_REQUIRED,
  path: ['customerEmail'],
});

/** notificationDemo.shareQuoteWithCustomer: the dialog's fields for one quote. */
export const shareQuoteInput = shareFields
  .extend({
    quoteId: z.uuid('Invalid quote id'),
    includeAcceptanceTracking: z.boolean().default(true),
  })
  .refine(hasContact, { message: CONTACT_REQUIRED, path: ['customerEmail'] });
export type ShareQuoteInput = z.infer<typeof shareQuoteInput>;
