import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  CreateCredentialInput,
  DeleteCredentialInput,
  GetCredentialsInput,
  ReissueCredentialInput,
} from '../../../shared/schemas/credential';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { apiAccessTokens, publicApiCredentials, userOrganizations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { generateClientId, generateClientSecret, hashClientSecret, maskedEnds } from './secret';

type Context = Pick<ProtectedContext, 'db' | 'user'>;

/** The spec's API credential (§3) as its organization's members see it: never the secret. */
export type Credential = {
  id: string;
  nickname: string;
  client_id: string;
  client_secret_prefix: string;
  client_secret_suffix: string;
  created_at: Date;
  created_by: { name: string } | null;
  /** Not in the spec: its creator left the organization, so it works again only once re-issued. */
  needs_reissue: boolean;
};

/** The answer to a creation: the only time the full secret leaves the server. */
export type CreatedCredential = {
  id: string;
  nickname: string;
  client_id: string;
  clientSecret: string;
  client_secret_prefix: string;
  client_secret_suffix: string;
};

export type CredentialRow = typeof publicApiCredentials.$inferSelect;

/** The caller's organizations as a subquery, so a lookup by id is scoped in the same statement. */
function callerOrganizationIds(ctx: Context) {
  return ctx.db
    .select({ id: userOrganizations.organization_id })
    .from(userOrganizations)
    .where(eq(userOrganizations.user_id, ctx.user.id));
}

/** An organization the caller is not in answers like one that does not exist. */
async function assertMember(ctx: Context, organizationId: string): Promise<void> {
  const [membership] = await ctx.db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(
      and(eq(userOrganizations.user_id, ctx.user.id), eq(userOrganizations.organization_id, organizationId)),
    )
    .limit(1);
  if (!membership) throw new AppError('NOT_FOUND', 'Organization not found.');
}

/**
 * The API acts as a credential's creator (decision 017), so a credential works only while its
 * creator is in its organization: someone removed from it, or whose account is gone, must not
 * keep access in their name. The join condition of `user_organizations` to the credential, for
 * the token checks of the API to apply the same rule in their own query.
 */
export const creatorMembership = and(
  eq(userOrganizations.user_id, publicApiCredentials.created_by),
  eq(userOrganizations.organization_id, publicApiCredentials.organization_id),
);

export const CREATOR_LEFT_MESSAGE =
  'The person who created this credential is no longer in the organization, so it no longer works. An organization member must re-issue it (Organizations → Credentials → Re-issue).';

/** Whether the credential's creator is still a member of its organization. */
export async function isCreatorInOrganization(db: Db, credentialId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userOrganizations.id })
    .from(publicApiCredentials)
    .innerJoin(userOrganizations, creatorMembership)
    .where(eq(publicApiCredentials.id, credentialId))
    .limit(1);
  return Boolean(row);
}

/** credential.getCredentials: the organization's credentials, newest first, masked. */
export async function listCredentials(ctx: Context, input: GetCredentialsInput): Promise<Credential[]> {
  await assertMember(ctx, input.organizationId);
  return ctx.db
    .select({
      id: publicApiCredentials.id,
      nickname: publicApiCredentials.nickname,
      client_id: publicApiCredentials.client_id,
      client_secret_prefix: publicApiCredentials.client_secret_prefix,
      client_secret_suffix: publicApiCredentials.client_secret_suffix,
      created_at: publicApiCredentials.created_at,
      created_by: { name: users.name },
      needs_reissue: sql<boolean>`${isNull(userOrganizations.id)}`,
    })
    .from(publicApiCredentials)
    .leftJoin(users, eq(users.id, publicApiCredentials.created_by))
    .leftJoin(userOrganizations, creatorMembership)
    .where(eq(publicApiCredentials.organization_id, input.organizationId))
    .orderBy(desc(publicApiCredentials.created_at), desc(publicApiCredentials.id));
}

/** credential.createCredential: a new client id and secret; only the secret's hash is stored. */
/** What creating or re-issuing a credential answers, beside the secret shown that once. */
const SHOWN_ONCE = {
  id: publicApiCredentials.id,
  nickname: publicApiCredentials.nickname,
  client_id: publicApiCredentials.client_id,
  client_secret_prefix: publicApiCredentials.client_secret_prefix,
  client_secret_suffix: publicApiCredentials.client_secret_suffix,
};

export async function createCredential(
  ctx: Context,
  input: CreateCredentialInput,
): Promise<CreatedCredential> {
  await assertMember(ctx, input.organizationId);
  const clientSecret = generateClientSecret();
  const { prefix, suffix } = maskedEnds(clientSecret);
  const [created] = await ctx.db
    .insert(publicApiCredentials)
    .values({
      organization_id: input.organizationId,
      nickname: input.nickname,
      client_id: generateClientId(),
      client_secret_hash: await hashClientSecret(clientSecret),
      client_secret_prefix: prefix,
      client_secret_suffix: suffix,
      created_by: ctx.user.id,
    })
    .returning(SHOWN_ONCE);
  return { ...created!, clientSecret };
}

/** credential.deleteCredential: its access tokens go with it (ON DELETE CASCADE), revoking them. */
export async function deleteCredential(ctx: Context, input: DeleteCredentialInput): Promise<{ id: string }> {
  const [deleted] = await ctx.db
    .delete(publicApiCredentials)
    .where(
      and(
        eq(publicApiCredentials.id, input.id),
        inArray(publicApiCredentials.organization_id, callerOrganizationIds(ctx)),
      ),
    )
    .returning({ id: publicApiCredentials.id });
  if (!deleted) throw new AppError('NOT_FOUND', 'Credential not found.');
  return deleted;
}

/**
 * credential.reissueCredential (not in the spec): a new secret, shown once as at creation, and the
 * calling member becomes its owner, whom the API then acts as. The client id stays, so a system
 * only swaps the secret; the old secret and every token issued with it stop working at once.
 */
export async function reissueCredential(
  ctx: Context,
  input: ReissueCredentialInput,
): Promise<CreatedCredential> {
  const clientSecret = generateClientSecret();
  const { prefix, suffix } = maskedEnds(clientSecret);
  const hash = await hashClientSecret(clientSecret);
  return ctx.db.transaction(async (tx) => {
    const [reissued] = await tx
      .update(publicApiCredentials)
      .set({
        client_secret_hash: hash,
        client_secret_prefix: prefix,
        client_secret_suffix: suffix,
        created_by: ctx.user.id,
        // The list says who made the secret in use, and when.
        created_at: new Date(),
      })
      .where(
        and(
          eq(publicApiCredentials.id, input.id),
          inArray(publicApiCredentials.organization_id, callerOrganizationIds(ctx)),
        ),
      )
      .returning(SHOWN_ONCE);
    if (!reissued) throw new AppError('NOT_FOUND', 'Credential not found.');
    await tx.delete(apiAccessTokens).where(eq(apiAccessTokens.credential_id, reissued.id));
    return { ...reissued, clientSecret };
  });
}

/**
 * The credential a client id names, with its organization and secret hash, for the OAuth token
 * endpoint (check the secret with `verifyClientSecret`); null when there is none.
 */
export async function findCredentialByClientId(db: Db, clientId: string): Promise<CredentialRow | null> {
  const [row] = await db
    .select()
    .from(publicApiCredentials)
    .where(eq(publicApiCredentials.client_id, clientId))
    .limit(1);
  return row ?? null;
}
