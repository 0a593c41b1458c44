import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { formatDate } from '../../../shared/format';
import type { AppDeps } from '../../context-types';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { deferredJobs, deferredReminders, quotes, shops, vehicles } from '../../db/schema';
import { CLAIM_LEASE_MS, claimRow } from '../job-export/claim';
import { shareCheckedQuote } from '../notification-demo/service';
import { enqueueWebhookEvent } from '../webhook/events';
import { addDeferredJobToQuote } from './add';
import { contactKey, unsubscribedContacts, unsubscribeLink } from './unsubscribe';

// Reminders of declined work (issue 26, decision 040). A pass finds the declined job sets (the
// jobs declined on one quote) whose last decline is the shop's N days old, claims each through its
// unique row in deferred_reminders (the claim job creation uses), and sends the customer one
// reminder with a fresh estimate of that work. Any instance may run a pass, at any time; the row
// makes a second reminder of the same set impossible.

/** How many sets one pass handles; the next pass takes the rest. */
const PASS_LIMIT = 20;

type DueSet = { quote_id: string; shop_id: string };

/** The sets due at `now` with no reminder yet (or one whose sender died mid-way, lease over). */
async function dueSets(db: Db, now: Date): Promise<DueSet[]> {
  return queryRows<DueSet>(
    db,
    sql`select d.quote_id, d.shop_id
        from ${deferredJobs} d
        join ${shops} s on s.id = d.shop_id
        where d.quote_id is not null and d.resolved_at is null and d.added_to_quote_id is null
          and s.deferred_reminders_enabled
          and not exists (select 1 from ${deferredReminders} r where r.declined_quote_id = d.quote_id
                          and (r.status <> 'PENDING' or r.claimed_at > now() - ${`${CLAIM_LEASE_MS} milliseconds`}::interval))
        group by d.quote_id, d.shop_id, s.deferred_reminder_days
        having max(d.declined_at) <= ${now.toISOString()}::timestamptz - make_interval(days => s.deferred_reminder_days)
        order by max(d.declined_at)
        limit ${PASS_LIMIT}`,
  );
}

/** Claims the set's one reminder; null when another instance holds or has sent it. */
async function claimReminder(db: Db, set: DueSet) {
  const claim = await claimRow(db, {
    table: deferredReminders,
    target: deferredReminders.declined_quote_id,
    key: eq(deferredReminders.declined_quote_id, set.quote_id),
    values: { declined_quote_id: set.quote_id, shop_id: set.shop_id, status: 'PENDING' },
    claimedAt: 'claimed_at',
    pending: eq(deferredReminders.status, 'PENDING'),
    isDone: (row) => row.status !== 'PENDING',
  });
  return claim.kind === 'claimed' ? claim.row : null;
}

async function finishReminder(
  db: Db,
  id: string,
  values: Partial<typeof deferredReminders.$inferInsert> & { status: 'SENT' | 'SKIPPED' | 'FAILED' },
) {
  await db.update(deferredReminders).set(values).where(eq(deferredReminders.id, id));
}

/** Sends one claimed set's reminder, or records why none went. */
async function remind(deps: AppDeps, reminderId: string, set: DueSet) {
  const db = deps.db;
  const jobs = await db
    .select()
    .from(deferredJobs)
    .where(
      and(
        eq(deferredJobs.quote_id, set.quote_id),
        isNull(deferredJobs.resolved_at),
        isNull(deferredJobs.added_to_quote_id),
      ),
    )
    .orderBy(asc(deferredJobs.declined_at));
  const [shop] = await db.select().from(shops).where(eq(shops.id, set.shop_id));
  const [declinedOn] = await db.select().from(quotes).where(eq(quotes.id, set.quote_id));
  if (!shop || !declinedOn || jobs.length === 0)
    return finishReminder(db, reminderId, {
      status: 'SKIPPED',
      note: 'The declined work was taken up meanwhile.',
    });

  const first = jobs[0]!;
  const unsubscribed = await unsubscribedContacts(db, shop.id);
  const reachable = (channel: 'EMAIL' | 'SMS', contact: string | null) =>
    contact && !unsubscribed.has(`${channel}|${contactKey(channel, contact)}`) ? contact : null;
  const email = shop.deferred_reminder_email ? reachable('EMAIL', first.customer_email) : null;
  const phone = shop.deferred_reminder_sms ? reachable('SMS', first.customer_phone) : null;
  if (!email && !phone) {
    const known = first.customer_email || first.customer_phone;
    return finishReminder(db, reminderId, {
      status: 'SKIPPED',
      note: known ? 'The customer unsubscribed from reminders.' : 'No e-mail or phone number to remind.',
    });
  }

  // The fresh estimate: the declined jobs at today's prices on a new quote, sent as its revision 1.
  const sender = declinedOn.created_by;
  const added = await addDeferredJobToQuote(deps, first, { newQuoteBy: sender });
  for (const job of jobs.slice(1)) await addDeferredJobToQuote(deps, job, { quote: added.quote, shop });
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, first.vehicle_id));
  const vehicleName = [vehicle?.model_year, vehicle?.make, vehicle?.model].filter(Boolean).join(' ');
  const names = jobs.map((j) => j.job_name).join(', ');
  const when = formatDate(first.declined_at);
  try {
    const shared = await shareCheckedQuote(
      { deps, db, user: sender ? { id: sender } : null },
      { quote: added.quote, shop },
      {
        quoteId: added.quoteId,
        customerName: first.customer_name ?? 'Customer',
        ...(email ? { customerEmail: email } : {}),
        ...(phone ? { customerPhone: phone } : {}),
        message: `On ${when} you chose to wait with: ${names}. Here is an up-to-date estimate for your ${vehicleName || 'vehicle'}, at today's prices. Reply or call us to book it.`,
        includeAcceptanceTracking: true,
      },
      {
        kind: 'DEFERRED_REMINDER',
        subject: `${shop.name}: a reminder about work on your ${vehicleName || 'vehicle'}`,
        smsLead: `a reminder about the ${names} you chose to wait with on ${when}. Today's estimate`,
        ...(email
          ? {
              emailFooter: `No more reminders to this address: ${unsubscribeLink(deps, { shopId: shop.id, channel: 'EMAIL', contact: email })}`,
            }
          : {}),
        ...(phone
          ? {
              smsFooter: `No more reminders: ${unsubscribeLink(deps, { shopId: shop.id, channel: 'SMS', contact: phone })}`,
            }
          : {}),
      },
    );
    const channels = [
      ...(shared.summary.notificationsSent.email ? (['EMAIL'] as const) : []),
      ...(shared.summary.notificationsSent.sms ? (['SMS'] as const) : []),
    ];
    await finishReminder(db, reminderId, {
      status: 'SENT',
      quote_id: added.quoteId,
      deferred_job_ids: jobs.map((j) => j.id),
      channels,
      note: shared.failures.length ? shared.failures.join(' ') : null,
      sent_at: new Date(),
    });
    await enqueueWebhookEvent(
      db,
      {
        shopId: shop.id,
        event: 'reminder.sent',
        payload: {
          quoteId: added.quoteId,
          declinedQuoteId: set.quote_id,
          deferredJobIds: jobs.map((j) => j.id),
          vin: first.vin,
          channels,
          revision: shared.revision.number,
        },
      },
      deps.logger,
    );
  } catch (error) {
    // Nothing reached the customer; the set is not tried again (never twice), the shop sees why.
    deps.logger.warn({ err: error, reminder: reminderId }, 'reminder of declined work not sent');
    await finishReminder(db, reminderId, {
      status: 'FAILED',
      quote_id: added.quoteId,
      deferred_job_ids: jobs.map((j) => j.id),
      note: error instanceof Error ? error.message : 'The reminder could not be sent.',
    });
  }
}

/**
 * One pass: every set due at `now` (the clock is injected for tests) gets its one reminder.
 * Returns how many this pass claimed.
 */
export async function sendDueReminders(deps: AppDeps, options: { now?: Date } = {}): Promise<number> {
  const sets = await dueSets(deps.db, options.now ?? new Date());
  let claimed = 0;
  for (const set of sets) {
    const reminder = await claimReminder(deps.db, set);
    if (!reminder) continue;
    claimed += 1;
    await remind(deps, reminder.id, set);
  }
  return claimed;
}
