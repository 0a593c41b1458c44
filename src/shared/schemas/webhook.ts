import { z } from 'zod';
import { organizationIdSchema } from './organization';
import { refuseControlCharacters } from './text';

/** The events an endpoint may subscribe to (the same list as the webhooks table's type). */
export const WEBHOOK_EVENT_NAMES = [
  'quote.created',
  'quote.shared',
  'customer.answered',
  'quote.authorized',
  'job.declined',
  'reminder.sent',
  'job.updated',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventName, string> = {
  'quote.created': 'A quote is created',
  'quote.shared': 'A quote is sent to the customer',
  'customer.answered': 'The customer approves or declines a job',
  'quote.authorized': 'The customer authorizes work (online, by phone or in person)',
  'job.declined': 'A job is declined (by the customer or marked by the shop) and kept for later',
  'reminder.sent': 'A reminder of declined work is sent to the customer',
  'job.updated': "A repair order's job is updated with a newer approved revision",
};

export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const HTTPS_REQUIRED = 'The endpoint must use https://';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

function parseUrl(url: string): URL | null {
  return URL.canParse(url) ? new URL(url) : null;
}

/** Plain http is only for a receiver on this machine (tests, the demo); the server refuses it in production. */
export function isLoopbackHttpUrl(url: string): boolean {
  const parsed = parseUrl(url);
  return parsed?.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

export const webhookUrlSchema = z
  .string('URL must be text')
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .check(refuseControlCharacters('URL'))
  .refine((url) => parseUrl(url) !== null, { message: 'Enter a valid URL', abort: true })
  .refine((url) => parseUrl(url)?.protocol === 'https:' || isLoopbackHttpUrl(url), HTTPS_REQUIRED)
  // Credentials in the URL would be shown on the page and in the delivery log.
  .refine((url) => {
    const parsed = parseUrl(url);
    return !parsed?.username && !parsed?.password;
  }, 'The URL must not contain a user name or password');

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_NAMES, 'Unknown event'), 'Events must be a list')
  .min(1, 'Choose at least one event')
  .transform((events) => WEBHOOK_EVENT_NAMES.filter((event) => events.includes(event)));

export const webhookIdSchema = z.uuid('Invalid webhook id');

export const getWebhooksSchema = z.object({ organizationId: organizationIdSchema });
export type GetWebhooksInput = z.infer<typeof getWebhooksSchema>;

export const createWebhookSchema = z.object({
  organizationId: organizationIdSchema,
  url: webhookUrlSchema,
  events: webhookEventsSchema,
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const deleteWebhookSchema = z.object({ id: webhookIdSchema });
export type DeleteWebhookInput = z.infer<typeof deleteWebhookSchema>;

export const getWebhookDeliveriesSchema = z.object({
  webhookId: webhookIdSchema,
  page: z
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
});
export type GetWebhookDeliveriesInput = z.infer<typeof getWebhookDeliveriesSchema>;
