import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  CreateCredentialInput,
  DeleteCredentialInput,
  GetCredentialsInput,
} from '../../../shared/schemas/credential';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { publicApiCredentials, userOrganizations, users } from '../../db/schema';
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
    })
    .from(publicApiCredentials)
    .leftJoin(users, eq(users.id, publicApiCredentials.created_by))
    .where(eq(publicApiCredentials.organization_id, input.organizationId))
    .orderBy(desc(publicApiCredentials.created_at), desc(publicApiCredentials.id));
}

/** credential.createCredential: a new client id and secret; only the secret's hash is stored. */
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
    .returning({
      id: publicApiCredentials.id,
      nickname: publicApiCredentials.nickname,
      client_id: publicApiCredentials.client_id,
      client_secret_prefix: publicApiCredentials.client_secret_prefix,
      client_secret_suffix: publicApiCredentials.client_secret_suffix,
    });
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
