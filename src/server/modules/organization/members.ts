import { and, count, eq, sql } from 'drizzle-orm';
import type {
  AdminAddUserToOrganizationInput,
  AdminRemoveUserFromOrganizationInput,
} from '../../../shared/schemas/organization';
import type { ProtectedContext } from '../../context-types';
import { organizations, publicApiCredentials, userOrganizations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type Db = Pick<ProtectedContext, 'db'>;

type Member = { id: string; user: { id: string; name: string; email: string } };

/**
 * An admin adds an existing user, found by e-mail in any case (an address may be typed as it
 * appears in a signature). Adding someone twice is refused rather than ignored: the admin learns
 * the list they looked at was stale.
 */
export async function addUserToOrganization(
  ctx: Db,
  input: AdminAddUserToOrganizationInput,
): Promise<Member & { organization: { id: string; name: string } }> {
  return ctx.db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, input.organization_id));
    if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`)
      .limit(1);
    if (!user) {
      throw new AppError('NOT_FOUND', `No user has the email ${input.email}. They need to sign up first.`);
    }
    const [added] = await tx
      .insert(userOrganizations)
      .values({ user_id: user.id, organization_id: organization.id })
      .onConflictDoNothing()
      .returning({ id: userOrganizations.id });
    if (!added) {
      throw new AppError('CONFLICT', `${user.name} is already a member of ${organization.name}.`);
    }
    return { id: added.id, user, organization };
  });
}

/**
 * The user keeps their account. The API credentials they created stop working while they are out
 * (decision 017: the API acts as the creator), so the admin is told how many need re-issuing.
 */
export async function removeUserFromOrganization(
  ctx: Db,
  input: AdminRemoveUserFromOrganizationInput,
): Promise<{ organization_id: string; user_id: string; credentials_needing_reissue: number }> {
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(userOrganizations)
      .where(
        and(
          eq(userOrganizations.organization_id, input.organization_id),
          eq(userOrganizations.user_id, input.user_id),
        ),
      )
      .returning({ id: userOrganizations.id });
    if (!removed) throw new AppError('NOT_FOUND', 'That user is not a member of this organization.');
    const [created] = await tx
      .select({ count: count() })
      .from(publicApiCredentials)
      .where(
        and(
          eq(publicApiCredentials.organization_id, input.organization_id),
          eq(publicApiCredentials.created_by, input.user_id),
        ),
      );
    return { ...input, credentials_needing_reissue: created?.count ?? 0 };
  });
}
