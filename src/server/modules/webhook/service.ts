import { and, count, desc, eq } from 'drizzle-orm';
import {
  type CreateWebhookInput,
  type DeleteWebhookInput,
  type GetWebhookDeliveriesInput,
  type GetWebhooksInput,
  HTTPS_REQUIRED,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
} from '../../../shared/schemas/webhook';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { userOrganizations, users, webhookDeliveries, webhooks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { refusedDestination } from '../../lib/destination';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import { createSigningSecret } from './signature';

type Ctx = Pick<ProtectedContext, 'db' | 'user' | 'deps'>;

/** More endpoints than this per organization is a mistake, not an integration. */
export const WEBHOOKS_PER_ORGANIZATION_MAX = 10;
const ORGANIZATION_NOT_FOUND = 'Organization not found';
const WEBHOOK_NOT_FOUND = 'Webhook not found';

/** Only the organization's members see it; to anyone else it does not exist. */
async function assertMember(db: Db, userId: string, organizationId: string) {
  const [row] = await db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, organizationId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND);
}

/** A webhook of one of the caller's organizations, or NOT_FOUND. */
async function webhookForMember(db: Db, userId: string, webhookId: string) {
  const [row] = await db
    .select({ id: webhooks.id, organization_id: webhooks.organization_id })
    .from(webhooks)
    .innerJoin(
      userOrganizations,
      and(
        eq(userOrganizations.organization_id, webhooks.organization_id),
        eq(userOrganizations.user_id, userId),
      ),
    )
    .where(eq(webhooks.id, webhookId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
  return row;
}

export async function listWebhooks(ctx: Ctx, input: GetWebhooksInput) {
  await assertMember(ctx.db, ctx.user.id, input.organizationId);
  const rows = await ctx.db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      events: webhooks.events,
      created_at: webhooks.created_at,
      secret_encrypted: webhooks.secret_encrypted,
      creatorName: users.name,
    })
    .from(webhooks)
    .leftJoin(users, eq(users.id, webhooks.created_by))
    .where(eq(webhooks.organization_id, input.organizationId))
    .orderBy(desc(webhooks.created_at), desc(webhooks.id));
  return rows.map(({ secret_encrypted, creatorName, ...row }) => ({
    ...row,
    created_by: creatorName === null ? null : { name: creatorName },
    secret_hint: secretHint(secret_encrypted, ctx.deps.env.APP_SECRET),
  }));
}

/** The secret's last four characters, so a member can tell which secret a receiver holds. */
function secretHint(boxed: string, appSecret: string): string {
  try {
    return decryptSecret(boxed, appSecret).slice(-4);
  } catch {
    return '????';
  }
}

/** Registers an endpoint; the signing secret is in this answer only (it is stored encrypted). */
export async function createWebhook(ctx: Ctx, input: CreateWebhookInput) {
  await assertMember(ctx.db, ctx.user.id, input.organizationId);
  if (ctx.deps.env.NODE_ENV === 'production' && !input.url.startsWith('https://')) {
    throw new AppError('BAD_REQUEST', HTTPS_REQUIRED);
  }
  const refused = await refusedDestination(new URL(input.url), {
    allowLoopback: ctx.deps.env.WEBHOOK_ALLOW_LOOPBACK,
  });
  if (refused) throw new AppError('BAD_REQUEST', refused);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(webhooks)
    .where(eq(webhooks.organization_id, input.organizationId));
  if (total >= WEBHOOKS_PER_ORGANIZATION_MAX) {
    throw new AppError(
      'BAD_REQUEST',
      `An organization can have at most ${WEBHOOKS_PER_ORGANIZATION_MAX} webhooks.`,
    );
  }
  const signingSecret = createSigningSecret();
  const [created] = await ctx.db
    .insert(webhooks)
    .values({
      organization_id: input.organizationId,
      url: input.url,
      events: input.events,
      secret_encrypted: encryptSecret(signingSecret, ctx.deps.env.APP_SECRET),
      created_by: ctx.user.id,
    })
    .returning({ id: webhooks.id, url: webhooks.url, events: webhooks.events });
  return { ...created!, signingSecret };
}

/** Deletes the endpoint and its delivery log; pending deliveries to it are dropped. */
export async function deleteWebhook(ctx: Ctx, input: DeleteWebhookInput) {
  const webhook = await webhookForMember(ctx.db, ctx.user.id, input.id);
  await ctx.db.delete(webhooks).where(eq(webhooks.id, webhook.id));
  return { id: webhook.id };
}

/** The delivery log, newest first, 20 a page. */
export async function listWebhookDeliveries(ctx: Ctx, input: GetWebhookDeliveriesInput) {
  const webhook = await webhookForMember(ctx.db, ctx.user.id, input.webhookId);
  const where = eq(webhookDeliveries.webhook_id, webhook.id);
  const [deliveries, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: webhookDeliveries.id,
        event: webhookDeliveries.event,
        event_id: webhookDeliveries.event_id,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        last_status_code: webhookDeliveries.last_status_code,
        last_error: webhookDeliveries.last_error,
        created_at: webhookDeliveries.created_at,
        delivered_at: webhookDeliveries.delivered_at,
        next_attempt_at: webhookDeliveries.next_attempt_at,
      })
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
      .offset((input.page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { deliveries, total: counted?.total ?? 0 };
}
