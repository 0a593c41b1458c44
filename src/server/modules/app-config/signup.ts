import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { readAppConfig } from './read';

export const SIGNUP_BY_INVITATION_MESSAGE = 'Sign-up is by invitation only. Ask your shop to invite you.';

/**
 * The app setting signup_mode: open lets anyone sign up; by invitation, only an e-mail with a
 * pending invitation (not accepted, not expired) may. Both sign-up paths (tRPC and better-auth's
 * endpoint) ask this.
 */
export async function isSignUpAllowed(db: Db, email: string): Promise<boolean> {
  if ((await readAppConfig(db, 'signup_mode')) === 'open') return true;
  const [invitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(sql`lower(${invitations.email})`, email.trim().toLowerCase()),
        isNull(invitations.accepted_at),
        gt(invitations.expires_at, new Date()),
      ),
    )
    .limit(1);
  return Boolean(invitation);
}
