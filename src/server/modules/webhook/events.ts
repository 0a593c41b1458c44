import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { quoteTotals } from '../../../shared/quote-totals';
import type { WebhookEventName } from '../../../shared/schemas/webhook';
import type { Db } from '../../db/client';
import { organizationShops, quotes, type WebhookEvent, webhookDeliveries, webhooks } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { getQuoteItems } from '../quote/service/read';

// The shared list and the table's type must name the same events.
const SAME_EVENTS: [WebhookEventName, WebhookEvent] extends [WebhookEvent, WebhookEventName] ? true : never =
  true;
void SAME_EVENTS;

/** What an event tells about itself: always the quote, the rest per event (ids, not documents). */
export type WebhookEventData = { quoteId: string } & Record<string, unknown>;

export type WebhookEventPayload = {
  id: string;
  type: WebhookEvent;
  createdAt: string;
  data: WebhookEventData & { shopId: string };
};

type EnqueueInput = {
  /** The shop the event happened in; looked up from the quote when the caller does not have it. */
  shopId?: string;
  event: WebhookEvent;
  /** The data, or a function building it (only run when some endpoint subscribes). */
  payload: WebhookEventData | (() => Promise<WebhookEventData>);
};

/**
 * Queues the event for every webhook of every organization the shop is attached to that
 * subscribes to it; the background worker delivers them. The user's action has already
 * succeeded, so a failure here is logged and never thrown.
 */
export async function enqueueWebhookEvent(
  db: Db,
  input: EnqueueInput,
  logger?: Pick<Logger, 'error'>,
): Promise<number> {
  try {
    return await insertDeliveries(db, input);
  } catch (error) {
    if (logger) logger.error({ err: error, event: input.event }, 'webhook event not queued');
    else console.error('webhook event not queued', input.event, error);
    return 0;
  }
}

async function insertDeliveries(db: Db, input: EnqueueInput): Promise<number> {
  const early = typeof input.payload === 'function' ? null : input.payload;
  const shopId = input.shopId ?? (early ? await shopOfQuote(db, early.quoteId) : null);
  if (!shopId) return 0;
  const subscribed = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .innerJoin(organizationShops, eq(organizationShops.organization_id, webhooks.organization_id))
    .where(
      and(
        eq(organizationShops.shop_id, shopId),
        sql`${webhooks.events} @> ${JSON.stringify([input.event])}::jsonb`,
      ),
    );
  if (subscribed.length === 0) return 0;
  const data = early ?? (await (input.payload as () => Promise<WebhookEventData>)());
  const eventId = randomUUID();
  const payload: WebhookEventPayload = {
    id: eventId,
    type: input.event,
    createdAt: new Date().toISOString(),
    data: { ...data, shopId },
  };
  await db.insert(webhookDeliveries).values(
    subscribed.map((webhook) => ({
      webhook_id: webhook.id,
      event: input.event,
      event_id: eventId,
      payload,
    })),
  );
  return subscribed.length;
}

async function shopOfQuote(db: Db, quoteId: string): Promise<string | null> {
  const [row] = await db.select({ shopId: quotes.shop_id }).from(quotes).where(eq(quotes.id, quoteId));
  return row?.shopId ?? null;
}

/** quote.created: the quote's ids, title and totals (no tax), as the panel sums them. */
export async function quoteCreatedData(db: Db, quoteId: string): Promise<WebhookEventData> {
  const [quote] = await db
    .select({ title: quotes.title, conversationId: quotes.conversation_id, vehicleId: quotes.vehicle_id })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote) throw new Error('The quote no longer exists.');
  return { quoteId, ...quote, totals: quoteTotals(await getQuoteItems(db, quoteId)) };
}
