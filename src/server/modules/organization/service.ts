import { and, asc, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type {
  AdminAttachOrganizationsToUserInput,
  CreateOrganizationInput,
  GetAdminOrganizationsInput,
  SaveOrganizationAdminInput,
} from '../../../shared/schemas/organization';
import type { ProtectedContext } from '../../context-types';
import type { Tx } from '../../db/client';
import {
  organizationShops,
  organizations,
  publicApiCredentials,
  shops,
  userOrganizations,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/sql-like';

type Db = Pick<ProtectedContext, 'db'>;
type MemberContext = Pick<ProtectedContext, 'db' | 'user' | 'deps'>;

/** The spec's Organization (§3) as the admin table shows it. */
export type AdminOrganization = {
  id: string;
  name: string;
  created_at: Date;
  user_organizations: Array<{ id: string; user: { id: string; name: string; email: string } }>;
  public_api_credentials: Array<{ id: string; nickname: string; client_id: string }>;
  shops: Array<{ id: string; name: string }>;
};

/** The admin list is not paged (its procedure takes only a search); a search narrows it. */
const ADMIN_ORGANIZATIONS_LIMIT = 500;

/**
 * Two organizations with one name (in any case) would be indistinguishable in the admin pickers,
 * so a second one is refused. The table has no unique index on the lower-cased name, so the names
 * are compared under a transaction-scoped lock that every create and rename takes.
 */
async function refuseTakenName(tx: Tx, name: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizations.name'))`);
  const [existing] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(
      and(
        sql`lower(${organizations.name}) = lower(${name})`,
        exceptId ? ne(organizations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (existing) throw new AppError('CONFLICT', `An organization named ${existing.name} already exists.`);
}

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  created_at: organizations.created_at,
};

export async function createOrganization(
  ctx: Db,
  input: CreateOrganizationInput,
): Promise<{ id: string; name: string; created_at: Date }> {
  return ctx.db.transaction(async (tx) => {
    await refuseTakenName(tx, input.name);
    const [created] = await tx
      .insert(organizations)
      .values({ name: input.name })
      .returning(organizationColumns);
    return created!;
  });
}

/** Renaming keeps the members, shops and credentials; a change of case alone is allowed. */
export async function renameOrganization(
  ctx: Db,
  input: SaveOrganizationAdminInput,
): Promise<{ id: string; name: string; created_at: Date }> {
  return ctx.db.transaction(async (tx) => {
    await refuseTakenName(tx, input.name, input.id);
    const [renamed] = await tx
      .update(organizations)
      .set({ name: input.name })
      .where(eq(organizations.id, input.id))
      .returning(organizationColumns);
    if (!renamed) throw new AppError('NOT_FOUND', 'Organization not found.');
    return renamed;
  });
}

/** Admin Organizations (spec 001 §2): by name, with members, credentials and shops, in four queries. */
export async function listAdminOrganizations(
  ctx: Db,
  input: GetAdminOrganizationsInput,
): Promise<AdminOrganization[]> {
  const rows = await ctx.db
    .select({ id: organizations.id, name: organizations.name, created_at: organizations.created_at })
    .from(organizations)
    .where(input.search ? ilike(organizations.name, `%${escapeLike(input.search)}%`) : undefined)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(ADMIN_ORGANIZATIONS_LIMIT);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [members, credentials, organizationShopRows] = await Promise.all([
    ctx.db
      .select({
        organizationId: userOrganizations.organization_id,
        id: userOrganizations.id,
        user: { id: users.id, name: users.name, email: users.email },
      })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.user_id))
      .where(inArray(userOrganizations.organization_id, ids))
      .orderBy(asc(users.name), asc(users.id)),
    ctx.db
      .select({
        organizationId: publicApiCredentials.organization_id,
        id: publicApiCredentials.id,
        nickname: publicApiCredentials.nickname,
        client_id: publicApiCredentials.client_id,
      })
      .from(publicApiCredentials)
      .where(inArray(publicApiCredentials.organization_id, ids))
      .orderBy(asc(publicApiCredentials.created_at), asc(publicApiCredentials.id)),
    ctx.db
      .select({ organizationId: organizationShops.organization_id, id: shops.id, name: shops.name })
      .from(organizationShops)
      .innerJoin(shops, eq(shops.id, organizationShops.shop_id))
      .where(inArray(organizationShops.organization_id, ids))
      .orderBy(asc(shops.name), asc(shops.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    user_organizations: members
      .filter((m) => m.organizationId === row.id)
      .map(({ id, user }) => ({ id, user })),
    public_api_credentials: credentials
      .filter((c) => c.organizationId === row.id)
      .map(({ id, nickname, client_id }) => ({ id, nickname, client_id })),
    shops: organizationShopRows
      .filter((s) => s.organizationId === row.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

/** An admin sets a user's organizations: exactly `organization_ids`, in one transaction. */
export async function attachOrganizationsToUser(
  ctx: Db,
  input: AdminAttachOrganizationsToUserInput,
): Promise<{ user_id: string; organizations: Array<{ id: string; name: string }> }> {
  const organizationIds = [...new Set(input.organization_ids)];
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id)).limit(1);
    if (!user) throw new AppError('NOT_FOUND', 'User not found.');
    const kept = organizationIds.length
      ? await tx
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, organizationIds))
          .orderBy(asc(organizations.name), asc(organizations.id))
      : [];
    if (kept.length !== organizationIds.length) throw new AppError('BAD_REQUEST', 'Unknown organization.');
    await tx
      .delete(userOrganizations)
      .where(
        and(
          eq(userOrganizations.user_id, user.id),
          organizationIds.length ? notInArray(userOrganizations.organization_id, organizationIds) : undefined,
        ),
      );
    if (organizationIds.length) {
      await tx
        .insert(userOrganizations)
        .values(
          organizationIds.map((organizationId) => ({ user_id: user.id, organization_id: organizationId })),
        )
        .onConflictDoNothing();
    }
    return { user_id: user.id, organizations: kept };
  });
}

/** An organization as its members see it on My Organizations, with where its API lives. */
export type MyOrganization = {
  id: string;
  name: string;
  shops: Array<{ id: string; name: string }>;
  apiDocsUrl: string;
  apiEndpoint: string;
};

const API_DOCS_PATH = '/api/docs';
const API_VERSION_PATH = '/api/v1';

/** organization.getMyOrganizations: the caller's organizations by name, with their shops. */
export async function listMyOrganizations(ctx: MemberContext): Promise<MyOrganization[]> {
  const rows = await ctx.db
    .select({ id: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(eq(userOrganizations.user_id, ctx.user.id))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const organizationShopRows = await ctx.db
    .select({ organizationId: organizationShops.organization_id, id: shops.id, name: shops.name })
    .from(organizationShops)
    .innerJoin(shops, eq(shops.id, organizationShops.shop_id))
    .where(inArray(organizationShops.organization_id, ids))
    .orderBy(asc(shops.name), asc(shops.id));
  const apiEndpoint = `${ctx.deps.env.APP_URL}${API_VERSION_PATH}`;
  return rows.map((row) => ({
    ...row,
    shops: organizationShopRows
      .filter((s) => s.organizationId === row.id)
      .map(({ id, name }) => ({ id, name })),
    apiDocsUrl: API_DOCS_PATH,
    apiEndpoint,
  }));
}
