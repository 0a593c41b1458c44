import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/format';
import { type ShareQuoteInput, toE164 } from '../../../shared/schemas/share';
import type { Db } from '../../db/client';
import { quoteShares, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProtectedContext } from '../../trpc/context';
import { quoteWithShopForUser } from '../quote/service/access';
import { publicQuoteView } from '../quote/service/public-view';

/**
 * Sends the customer the public link by e-mail and/or text (stored in the outbox when SMTP or
 * Twilio is not configured). With acceptance tracking the link carries a token that records
 * when the customer opened it.
 */
export async function shareQuoteWithCustomer(ctx: ProtectedContext, input: ShareQuoteInput) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  const [vehicle] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, quote.vehicle_id));
  const view = await publicQuoteView(ctx, { id: quote.id });
  const token = input.includeAcceptanceTracking ? randomBytes(18).toString('base64url') : null;
  const link = `${ctx.deps.env.APP_URL}/quote/${quote.id}${token ? `?t=${token}` : ''}`;
  const vehicleName =
    [vehicle?.model_year, vehicle?.make, vehicle?.model].filter(Boolean).join(' ') || 'your vehicle';
  const phone = input.customerPhone ? toE164(input.customerPhone) : null;
  const [share] = await ctx.db
    .insert(quoteShares)
    .values({
      quote_id: quote.id,
      token,
      customer_name: input.customerName,
      customer_email: input.customerEmail ?? null,
      customer_phone: phone,
      message: input.message ?? null,
      created_by: ctx.user.id,
    })
    .returning({ id: quoteShares.id });

  const sent = { email: false, sms: false };
  const failures: string[] = [];
  if (input.customerEmail) {
    const text = [
      `Hello ${input.customerName},`,
      '',
      input.message ?? `Here is the quote for your ${vehicleName} from ${shop.name}.`,
      '',
      `${view.title}: ${formatMoney(view.totals.total)} (labor ${formatMoney(view.totals.labor)}, parts ${formatMoney(view.totals.parts)}; tax not included).`,
      `View the quote: ${link}`,
      '',
      [shop.name, shop.phone, shop.website].filter(Boolean).join(' · '),
    ].join('\n');
    await ctx.deps.notifier
      .sendEmail({
        to: input.customerEmail,
        subject: `${shop.name}: your quote for the ${vehicleName}`,
        text,
        kind: 'QUOTE_SHARE',
      })
      .then(() => {
        sent.email = true;
      })
      .catch((error: unknown) =>
        failures.push(`E-mail: ${error instanceof Error ? error.message : 'not sent'}`),
      );
  }
  if (phone) {
    const body = `${shop.name}: your quote for the ${vehicleName} is ready (${formatMoney(view.totals.total)}). ${link}`;
    await ctx.deps.notifier
      .sendSms({ to: phone, body, kind: 'QUOTE_SHARE' })
      .then(() => {
        sent.sms = true;
      })
      .catch((error: unknown) =>
        failures.push(`Text message: ${error instanceof Error ? error.message : 'not sent'}`),
      );
  }
  await ctx.db
    .update(quoteShares)
    .set({
      email_status: input.customerEmail ? (sent.email ? 'SENT' : 'FAILED') : null,
      sms_status: phone ? (sent.sms ? 'SENT' : 'FAILED') : null,
    })
    .where(eq(quoteShares.id, share!.id));
  if (failures.length && !sent.email && !sent.sms) throw new AppError('UPSTREAM_ERROR', failures.join(' '));
  return { id: share!.id, link, summary: { notificationsSent: sent }, failures };
}

/**
 * Records that the customer opened a tracked link. The token must belong to this quote; the
 * share it names is returned (null for a token of no share of this quote).
 */
/** Readings of the page closer together than this belong to the same visit. */
export const VISIT_MINUTES = 30;

export async function recordShareOpened(db: Db, quoteId: string, token: string) {
  const [share] = await db
    .update(quoteShares)
    .set({
      // Reloads and refetches within a visit are one opening, not many.
      open_count: sql`${quoteShares.open_count} + case when ${quoteShares.last_opened_at} is null or ${quoteShares.last_opened_at} < now() - interval '${sql.raw(String(VISIT_MINUTES))} minutes' then 1 else 0 end`,
      first_opened_at: sql`coalesce(${quoteShares.first_opened_at}, now())`,
      last_opened_at: sql`now()`,
    })
    .where(and(eq(quoteShares.quote_id, quoteId), eq(quoteShares.token, token)))
    .returning({ id: quoteShares.id, customer_name: quoteShares.customer_name });
  return share ?? null;
}

/** The share of this quote a link's token names, or null (a token of another quote included). */
export async function shareForToken(db: Db, quoteId: string, token: string) {
  const [share] = await db
    .select({ id: quoteShares.id, customer_name: quoteShares.customer_name })
    .from(quoteShares)
    .where(and(eq(quoteShares.quote_id, quoteId), eq(quoteShares.token, token)))
    .limit(1);
  return share ?? null;
}
