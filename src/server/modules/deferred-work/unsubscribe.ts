import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../../context-types';
import type { Db } from '../../db/client';
import { reminderUnsubscribes, shops } from '../../db/schema';
import { escapeHtml } from '../../notifications/templates';

// One-click unsubscribe from a shop's reminders of declined work (issue 26). The link names the
// shop, the channel and the address or number, signed with the app's secret: nothing is stored
// until the customer clicks, and a link cannot be made for another contact.

export type ReminderChannel = 'EMAIL' | 'SMS';
type Subject = { shopId: string; channel: ReminderChannel; contact: string };

/** How a contact is kept: e-mail addresses in lower case, numbers as given (E.164). */
export function contactKey(channel: ReminderChannel, contact: string): string {
  return channel === 'EMAIL' ? contact.trim().toLowerCase() : contact.trim();
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`reminder-unsubscribe|${payload}`).digest('base64url');
}

export function unsubscribeToken(secret: string, subject: Subject): string {
  const payload = Buffer.from(
    JSON.stringify([subject.shopId, subject.channel, contactKey(subject.channel, subject.contact)]),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

export function readUnsubscribeToken(secret: string, token: string): Subject | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined || token.length > 1000) return null;
  const expected = Buffer.from(signature(secret, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  try {
    const [shopId, channel, contact] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof shopId !== 'string' || typeof contact !== 'string') return null;
    if (channel !== 'EMAIL' && channel !== 'SMS') return null;
    return { shopId, channel, contact };
  } catch {
    return null;
  }
}

export function unsubscribeLink(deps: Pick<AppDeps, 'env'>, subject: Subject): string {
  return `${deps.env.APP_URL}/unsubscribe/${unsubscribeToken(deps.env.APP_SECRET, subject)}`;
}

export async function unsubscribe(db: Db, subject: Subject) {
  await db
    .insert(reminderUnsubscribes)
    .values({
      shop_id: subject.shopId,
      channel: subject.channel,
      contact: contactKey(subject.channel, subject.contact),
    })
    .onConflictDoNothing();
}

/** The contacts among these that asked for no more reminders from the shop. */
export async function unsubscribedContacts(db: Db, shopId: string): Promise<Set<string>> {
  const rows = await db
    .select({ channel: reminderUnsubscribes.channel, contact: reminderUnsubscribes.contact })
    .from(reminderUnsubscribes)
    .where(eq(reminderUnsubscribes.shop_id, shopId));
  return new Set(rows.map((r) => `${r.channel}|${r.contact}`));
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;justify-content:center;padding:4rem 1rem}main{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;max-width:28rem;padding:2rem}h1{font-size:1.25rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5;margin:0}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${body}</p></main></body></html>`;
}

/**
 * `/unsubscribe/{token}`: opening the link unsubscribes at once (one click); POST does the same
 * for mail clients' one-click unsubscribe. Saying it twice changes nothing.
 */
export function mountReminderUnsubscribe(app: Hono<{ Bindings: HttpBindings }>, deps: AppDeps) {
  const handle = async (token: string) => {
    const subject = readUnsubscribeToken(deps.env.APP_SECRET, token);
    if (!subject)
      return {
        status: 404 as const,
        html: page(
          'Link not valid',
          'This unsubscribe link is not valid. Please use the link from the message you received.',
        ),
      };
    const [shop] = await deps.db.select({ name: shops.name }).from(shops).where(eq(shops.id, subject.shopId));
    if (!shop)
      return {
        status: 404 as const,
        html: page('Link not valid', 'The shop of this link no longer exists.'),
      };
    await unsubscribe(deps.db, subject);
    const what = subject.channel === 'EMAIL' ? 'e-mails to' : 'text messages to';
    return {
      status: 200 as const,
      html: page(
        'You are unsubscribed',
        `${escapeHtml(shop.name)} will send no more reminders of declined work by ${what} ${escapeHtml(subject.contact)}. Estimates you ask the shop for still reach you.`,
      ),
    };
  };
  app.get('/unsubscribe/:token', async (c) => {
    const { status, html } = await handle(c.req.param('token'));
    return c.html(html, status);
  });
  app.post('/unsubscribe/:token', async (c) => {
    const { status, html } = await handle(c.req.param('token'));
    return c.html(html, status);
  });
}
