import { eq } from 'drizzle-orm';
import { formatCents, formatDate } from '../../../shared/format';
import { contentEstimate } from '../../../shared/quote-revision';
import { type ShareQuoteInput, toE164 } from '../../../shared/schemas/share';
import type { Context, ProtectedContext } from '../../context-types';
import { quoteShares, quotes, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newLinkToken } from '../../lib/token-hash';
import { estimateDocument, estimateFileName } from '../estimate/document';
import { renderEstimatePdf } from '../estimate/pdf';
import { quoteWithShopForUser } from '../quote/service/access';
import { dropUnsentRevision, liveContent, revisionForSending } from '../revision/service';
import { enqueueWebhookEvent } from '../webhook/events';

/**
 * Sends the customer the public link by e-mail and/or text (stored in the outbox when SMTP or
 * Twilio is not configured). With acceptance tracking the link carries a token that records
 * when the customer opened it. The sending carries a revision (decision 009): the link shows
 * that revision until the shop sends again, whatever is edited meanwhile.
 */
export async function shareQuoteWithCustomer(ctx: ProtectedContext, input: ShareQuoteInput) {
  const { quote, shop } = await quoteWithShopForUser(ctx.db, ctx.user.id, input.quoteId);
  return shareCheckedQuote(ctx, { quote, shop }, input);
}

/**
 * What a sending says besides the estimate: the share dialog's words by default; a reminder of
 * declined work has its own subject and lead, and each message its unsubscribe link.
 */
export type ShareNotice = {
  kind: string;
  subject?: string;
  smsLead?: string;
  emailFooter?: string;
  smsFooter?: string;
};
const QUOTE_SHARE_NOTICE: ShareNotice = { kind: 'QUOTE_SHARE' };

/**
 * The sending itself, for a quote whose access the caller has checked: the app checks the shop
 * membership above, the public API the organization's shops. ctx.user is who sent it.
 */
export async function shareCheckedQuote(
  ctx: Pick<Context, 'deps' | 'db'> & { user: { id: string } | null },
  { quote, shop }: Awaited<ReturnType<typeof quoteWithShopForUser>>,
  input: ShareQuoteInput,
  notice: ShareNotice = QUOTE_SHARE_NOTICE,
) {
  const [vehicle] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, quote.vehicle_id));
  const content = await liveContent(ctx.db, quote);
  // The link carries the token; the table keeps only its hash (decision 019), so the link is
  // shown once, in this answer and the message.
  const token = input.includeAcceptanceTracking ? newLinkToken(18) : null;
  const link = `${ctx.deps.env.APP_URL}/quote/${quote.id}${token ? `?t=${token}` : ''}`;
  const vehicleName =
    [vehicle?.model_year, vehicle?.make, vehicle?.model].filter(Boolean).join(' ') || 'your vehicle';
  const phone = input.customerPhone ? toE164(input.customerPhone) : null;
  const channels = [
    ...(input.customerEmail ? (['EMAIL'] as const) : []),
    ...(phone ? (['SMS'] as const) : []),
  ];
  const { share, revision, created } = await ctx.db.transaction(async (tx) => {
    const sending = await revisionForSending(tx, {
      quote,
      content,
      reason: { kind: 'SHARED', channels, customerName: input.customerName },
      userId: ctx.user?.id ?? null,
    });
    const [row] = await tx
      .insert(quoteShares)
      .values({
        quote_id: quote.id,
        revision_id: sending.revision.id,
        token_hash: token ? hashToken(token) : null,
        customer_name: input.customerName,
        customer_email: input.customerEmail ?? null,
        customer_phone: phone,
        message: input.message ?? null,
        created_by: ctx.user?.id ?? null,
      })
      .returning({ id: quoteShares.id });
    // The estimate is for the customer it was sent to: the dialog's details fill the quote's.
    await tx
      .update(quotes)
      .set({
        customer_name: input.customerName,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        ...(phone ? { customer_phone: phone } : {}),
      })
      .where(eq(quotes.id, quote.id));
    return { share: row!, ...sending };
  });
  const revisionLine = revision.number > 1 ? ` (revision ${revision.number})` : '';
  const estimate = contentEstimate(revision.content);
  const totalDue = formatCents(estimate.totalDueCents);

  const sent = { email: false, sms: false };
  const failures: string[] = [];
  if (input.customerEmail) {
    // The written estimate goes with the e-mail: the revision just sent, as its PDF prints it.
    const document = await estimateDocument(ctx.db, quote.id);
    const pdf = await renderEstimatePdf(document);
    const text = [
      `Hello ${input.customerName},`,
      '',
      input.message ?? `Here is the quote for your ${vehicleName} from ${shop.name}.`,
      '',
      `Estimate #${quote.estimate_number}${revisionLine}: ${revision.content.title}`,
      ...estimate.lines.map((line) => `  ${line.label}: ${formatCents(line.cents)}`),
      ...(revision.expires_at ? [`Valid until ${formatDate(revision.expires_at)}.`] : []),
      '',
      `View and approve the estimate: ${link}`,
      'The estimate is attached as a PDF.',
      '',
      [shop.name, shop.phone, shop.website].filter(Boolean).join(' · '),
      ...(notice.emailFooter ? ['', notice.emailFooter] : []),
    ].join('\n');
    await ctx.deps.notifier
      .sendEmail({
        to: input.customerEmail,
        subject:
          notice.subject ?? `${shop.name}: your estimate #${quote.estimate_number} for the ${vehicleName}`,
        text,
        attachments: [{ filename: estimateFileName(document), contentType: 'application/pdf', content: pdf }],
        kind: notice.kind,
      })
      .then(() => {
        sent.email = true;
      })
      .catch((error: unknown) =>
        failures.push(`E-mail: ${error instanceof Error ? error.message : 'not sent'}`),
      );
  }
  if (phone) {
    const ready = revision.number > 1 ? 'has been updated' : 'is ready';
    const lead = notice.smsLead ?? `your estimate #${quote.estimate_number} for the ${vehicleName} ${ready}`;
    const body = `${shop.name}: ${lead} (total due ${totalDue}). ${link}${notice.smsFooter ? ` ${notice.smsFooter}` : ''}`;
    await ctx.deps.notifier
      .sendSms({ to: phone, body, kind: notice.kind })
      .then(() => {
        sent.sms = true;
      })
      .catch((error: unknown) =>
        failures.push(`Text message: ${error instanceof Error ? error.message : 'not sent'}`),
      );
  }
  if (failures.length && !sent.email && !sent.sms) {
    // It reached no one: nothing of it stays, so the quote does not read as sent.
    await ctx.db.transaction(async (tx) => {
      await tx.delete(quoteShares).where(eq(quoteShares.id, share.id));
      if (created) await dropUnsentRevision(tx, revision.id);
    });
    throw new AppError('UPSTREAM_ERROR', failures.join(' '));
  }
  await ctx.db
    .update(quoteShares)
    .set({
      email_status: input.customerEmail ? (sent.email ? 'SENT' : 'FAILED') : null,
      sms_status: phone ? (sent.sms ? 'SENT' : 'FAILED') : null,
    })
    .where(eq(quoteShares.id, share.id));
  await enqueueWebhookEvent(
    ctx.db,
    {
      shopId: shop.id,
      event: 'quote.shared',
      payload: {
        quoteId: quote.id,
        shareId: share.id,
        revision: revision.number,
        channels,
        notificationsSent: sent,
      },
    },
    ctx.deps.logger,
  );
  return {
    id: share.id,
    link,
    revision: { number: revision.number, total: revision.total, created: created },
    summary: { notificationsSent: sent },
    failures,
  };
}
