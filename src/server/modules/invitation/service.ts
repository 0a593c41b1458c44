import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '../../../shared/schemas/invitation';
import type { ProtectedContext, ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newLinkToken } from '../../lib/token-hash';
import { renderInvitationEmail } from '../../notifications/templates';
import { addMembership, isMember } from '../shop/service';

export async function inviteUserToShop(ctx: ShopContext, input: { email: string; name?: string }) {
  const email = input.email.toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing && (await isMember(ctx, existing.id, ctx.shop.id))) {
    throw new AppError('CONFLICT', `${email} is already a member of ${ctx.shop.name}.`);
  }
  // Only the e-mail carries the token; the table keeps its hash (decision 019).
  const token = newLinkToken(24);
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  const [invitation] = await ctx.db
    .insert(invitations)
    .values({
      token_hash: hashToken(token),
      shop_id: ctx.shop.id,
      email,
      name: input.name || null,
      invited_by: ctx.user.id,
      expires_at: expiresAt,
    })
    .returning({ id: invitations.id, email: invitations.email, expires_at: invitations.expires_at });
  const query = new URLSearchParams({ invitationToken: token, shopId: ctx.shop.id, email });
  if (input.name) query.set('name', input.name);
  // New people sign up first, people with an account sign in; both pages keep the query, and the
  // root approves the token.
  const url = `${ctx.deps.env.APP_URL}/${existing ? 'login' : 'signup'}?${query}`;
  await ctx.deps.notifier.sendEmail({
    kind: 'INVITATION',
    to: email,
    ...renderInvitationEmail({ inviterName: ctx.user.name, shopName: ctx.shop.name, url }),
  });
  return invitation!;
}

/** Joins the signed-in user to the invitation's shop. Approving the same token twice is harmless. */
export async function approveInvitation(ctx: ProtectedContext, input: { invitationToken: string }) {
  const [invitation] = await ctx.db
    .select()
    .from(invitations)
    .where(eq(invitations.token_hash, hashToken(input.invitationToken)))
    .limit(1);
  if (!invitation) throw new AppError('NOT_FOUND', 'This invitation does not exist.');
  if (invitation.accepted_by === ctx.user.id) return { shopId: invitation.shop_id };
  if (invitation.accepted_at) throw new AppError('CONFLICT', 'This invitation has already been used.');
  if (invitation.expires_at.getTime() < Date.now())
    throw new AppError('BAD_REQUEST', 'This invitation has expired.');
  if (invitation.email.toLowerCase() !== ctx.user.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'This invitation was sent to another e-mail address.');
  }
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(invitations)
      .set({ accepted_at: new Date(), accepted_by: ctx.user.id })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.accepted_at)))
      .returning({ id: invitations.id });
    if (claimed.length === 0) throw new AppError('CONFLICT', 'This invitation has already been used.');
    await addMembership({ db: tx }, ctx.user.id, invitation.shop_id);
  });
  return { shopId: invitation.shop_id };
}

/**
 * Whether `token` is a pending invitation (not used, not expired) sent to `email`. Its link went
 * to that address, so whoever holds it has shown they read that mailbox.
 */
export async function isPendingInvitationFor(db: Db, token: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.token_hash, hashToken(token)),
        eq(sql`lower(${invitations.email})`, email.trim().toLowerCase()),
        isNull(invitations.accepted_at),
        gt(invitations.expires_at, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}
