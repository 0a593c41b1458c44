import { eq } from 'drizzle-orm';
import type { SaveAuthApiAdminInput } from '../../../shared/schemas/auth-api';
import type { ProtectedContext } from '../../context-types';
import { type AuthApiName, appConfigChanges, authApis, users } from '../../db/schema';
import {
  forgetPlatformAccess,
  PLATFORM_CREDENTIAL_USE,
  PLATFORM_SYSTEM_NAMES,
  seedPlatformAccess,
} from '../../integrations/platform-access';
import { AppError } from '../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';

/** The spec's Auth API entity as the admin table shows it: values truncated, never whole. */
export type AuthApiView = {
  id: string;
  api_name: AuthApiName;
  label: string;
  /** What the two values are for this system, or null when it has none here. */
  uses: { csrfToken: string | null; token: string } | null;
  login_access: string;
  csrf_token: string | null;
  token: string | null;
  updated_at: Date;
  updated_by: { name: string } | null;
};

const ORDER: AuthApiName[] = ['TEKMETRIC', 'SHOP_WARE', 'PARTS_TECH', 'PLATE_LOOKUP'];

/** 'pk_live_…89ab': enough to recognise a value, never enough to use it. */
export function truncateSecret(value: string): string {
  if (value.length <= 8) return `${value.slice(0, 1)}…`;
  return `${value.slice(0, Math.min(6, Math.floor(value.length / 3)))}…${value.slice(-4)}`;
}

function toView(row: typeof authApis.$inferSelect, updatedBy: string | null, appSecret: string): AuthApiView {
  const shown = (boxed: string | null) => {
    if (!boxed) return null;
    try {
      return truncateSecret(decryptSecret(boxed, appSecret));
    } catch {
      return 'unreadable (set it again)';
    }
  };
  return {
    id: row.id,
    api_name: row.api_name,
    label: PLATFORM_SYSTEM_NAMES[row.api_name],
    uses: PLATFORM_CREDENTIAL_USE[row.api_name],
    login_access: row.login_access,
    csrf_token: shown(row.csrf_token_encrypted),
    token: shown(row.token_encrypted),
    updated_at: row.updated_at,
    updated_by: updatedBy ? { name: updatedBy } : null,
  };
}

async function readViews(ctx: Pick<ProtectedContext, 'db' | 'deps'>) {
  const rows = await ctx.db
    .select({ row: authApis, updatedBy: users.name })
    .from(authApis)
    .leftJoin(users, eq(users.id, authApis.updated_by));
  return rows
    .map(({ row, updatedBy }) => toView(row, updatedBy, ctx.deps.env.APP_SECRET))
    .sort((a, b) => ORDER.indexOf(a.api_name) - ORDER.indexOf(b.api_name));
}

/** Admin → Auth APIs: one row per external system (created from the environment when missing). */
export async function listAuthApis(ctx: Pick<ProtectedContext, 'db' | 'deps'>): Promise<AuthApiView[]> {
  await seedPlatformAccess(ctx.db, ctx.deps.env);
  return readViews(ctx);
}

/**
 * 'Edit Auth API': one field at a time. Secrets are stored encrypted and the change log records
 * that they changed, never their values.
 */
export async function saveAuthApi(ctx: ProtectedContext, input: SaveAuthApiAdminInput): Promise<AuthApiView> {
  const [row] = await ctx.db.select().from(authApis).where(eq(authApis.id, input.id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Auth API not found.');
  const name = PLATFORM_SYSTEM_NAMES[row.api_name];
  const secret = ctx.deps.env.APP_SECRET;
  let change: { field: string; set: Partial<typeof authApis.$inferInsert>; old: unknown; next: unknown };
  if ('login_access' in input) {
    change = {
      field: 'login_access',
      set: { login_access: input.login_access },
      old: row.login_access,
      next: input.login_access,
    };
  } else {
    if (!PLATFORM_CREDENTIAL_USE[row.api_name])
      throw new AppError(
        'BAD_REQUEST',
        `${name} has no platform credentials: each shop connects with its own in Settings → Integrations.`,
      );
    const field = 'csrf_token' in input ? 'csrf_token' : 'token';
    if (field === 'csrf_token' && !PLATFORM_CREDENTIAL_USE[row.api_name]?.csrfToken)
      throw new AppError(
        'BAD_REQUEST',
        `${name} uses only its ${PLATFORM_CREDENTIAL_USE[row.api_name]!.token}.`,
      );
    const value = 'csrf_token' in input ? input.csrf_token : input.token;
    const boxed = value ? encryptSecret(value, secret) : null;
    const oldBoxed = field === 'csrf_token' ? row.csrf_token_encrypted : row.token_encrypted;
    change = {
      field,
      set: field === 'csrf_token' ? { csrf_token_encrypted: boxed } : { token_encrypted: boxed },
      old: oldBoxed ? 'set' : 'empty',
      next: value ? 'changed' : 'empty',
    };
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authApis)
      .set({ ...change.set, updated_by: ctx.user.id })
      .where(eq(authApis.id, row.id));
    await tx.insert(appConfigChanges).values({
      key: `auth_api.${row.api_name}.${change.field}`,
      kind: 'AUTH_API',
      old_value: change.old,
      new_value: change.next,
      changed_by: ctx.user.id,
    });
  });
  forgetPlatformAccess();
  const views = await readViews(ctx);
  return views.find((view) => view.id === row.id)!;
}
