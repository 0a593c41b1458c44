import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  APP_CONFIG,
  APP_CONFIG_KEYS,
  type AppConfigKey,
  type AppConfigKind,
  type AppConfigValue,
} from '../../../shared/app-config';
import { ADMIN_PAGE_SIZE, pageOffset } from '../../../shared/schemas/admin';
import type { AppConfigChangesInput, SaveAppConfigInput } from '../../../shared/schemas/app-config';
import type { ProtectedContext } from '../../context-types';
import type { Db } from '../../db/client';
import { appConfig, appConfigChanges, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { forgetAppConfig } from './read';

type AnyAppConfigValue = AppConfigValue<AppConfigKey>;

/** A variable or a setting as the admin pages show it. */
export type AppConfigEntry = {
  key: AppConfigKey;
  label: string;
  description: string;
  value: AnyAppConfigValue;
  default: AnyAppConfigValue;
  isDefault: boolean;
  updated_at: Date | null;
  updated_by: { name: string } | null;
};

export type AppConfigChange = {
  id: string;
  key: string;
  old_value: AnyAppConfigValue | null;
  new_value: AnyAppConfigValue | null;
  changed_by: { name: string } | null;
  changed_at: Date;
};

const KIND_NAMES: Record<AppConfigKind, string> = { VARIABLE: 'app variable', SETTING: 'app setting' };

const keysOf = (kind: AppConfigKind) => APP_CONFIG_KEYS.filter((key) => APP_CONFIG[key].kind === kind);

// Values are small JSON scalars; comparing their JSON is enough and treats 125 and 125.0 alike.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value in force: a saved value still valid under the key's schema, else the default. */
function effectiveValue(key: AppConfigKey, saved: unknown): AnyAppConfigValue {
  const definition = APP_CONFIG[key];
  if (saved === undefined) return definition.default;
  const parsed = definition.schema.safeParse(saved);
  return parsed.success ? (parsed.data as AnyAppConfigValue) : definition.default;
}

function requireKey(kind: AppConfigKind, key: string): AppConfigKey {
  const found = keysOf(kind).find((known) => known === key);
  if (!found) throw new AppError('BAD_REQUEST', `Unknown ${KIND_NAMES[kind]}: ${key}`);
  return found;
}

/** Every key of the kind, in the registry's order, with its value and who set it last. */
export async function listAppConfig(ctx: { db: Db }, kind: AppConfigKind): Promise<AppConfigEntry[]> {
  const keys = keysOf(kind);
  const rows = await ctx.db
    .select({
      key: appConfig.key,
      value: appConfig.value,
      updated_at: appConfig.updated_at,
      name: users.name,
    })
    .from(appConfig)
    .leftJoin(users, eq(users.id, appConfig.updated_by))
    .where(inArray(appConfig.key, keys));
  // A key reset to its default has no row; its last change (the reset) says who and when.
  const resets = await ctx.db
    .selectDistinctOn([appConfigChanges.key], {
      key: appConfigChanges.key,
      changed_at: appConfigChanges.changed_at,
      name: users.name,
    })
    .from(appConfigChanges)
    .leftJoin(users, eq(users.id, appConfigChanges.changed_by))
    .where(and(eq(appConfigChanges.kind, kind), inArray(appConfigChanges.key, keys)))
    .orderBy(appConfigChanges.key, desc(appConfigChanges.changed_at));
  return keys.map((key) => {
    const definition = APP_CONFIG[key];
    const row = rows.find((r) => r.key === key);
    const value = effectiveValue(key, row?.value);
    const reset = resets.find((r) => r.key === key);
    const last = row
      ? { at: row.updated_at, name: row.name }
      : reset
        ? { at: reset.changed_at, name: reset.name }
        : null;
    return {
      key,
      label: definition.label,
      description: definition.description,
      value,
      default: definition.default,
      isDefault: sameValue(value, definition.default),
      updated_at: last?.at ?? null,
      updated_by: last?.name ? { name: last.name } : null,
    };
  });
}

/** Who changed which key of the kind, newest first, 20 a page. */
export async function listAppConfigChanges(
  ctx: { db: Db },
  kind: AppConfigKind,
  input: AppConfigChangesInput,
): Promise<{ changes: AppConfigChange[]; total: number }> {
  const where = and(eq(appConfigChanges.kind, kind), inArray(appConfigChanges.key, keysOf(kind)));
  const [counted] = await ctx.db.select({ value: count() }).from(appConfigChanges).where(where);
  const rows = await ctx.db
    .select({
      id: appConfigChanges.id,
      key: appConfigChanges.key,
      old_value: appConfigChanges.old_value,
      new_value: appConfigChanges.new_value,
      changed_at: appConfigChanges.changed_at,
      name: users.name,
    })
    .from(appConfigChanges)
    .leftJoin(users, eq(users.id, appConfigChanges.changed_by))
    .where(where)
    .orderBy(desc(appConfigChanges.changed_at), desc(appConfigChanges.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset({ page: input.page, pageSize: ADMIN_PAGE_SIZE }));
  return {
    total: counted?.value ?? 0,
    changes: rows.map(({ name, ...row }) => ({
      ...row,
      old_value: row.old_value as AnyAppConfigValue | null,
      new_value: row.new_value as AnyAppConfigValue | null,
      changed_by: name ? { name } : null,
    })),
  };
}

/**
 * Saves a key of the kind, validated by its own schema, with one change row in the same
 * transaction. The same value again writes nothing; the default removes the row, so the key
 * follows the registry's default from then on.
 */
export async function saveAppConfig(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  kind: AppConfigKind,
  input: SaveAppConfigInput,
): Promise<AppConfigEntry> {
  const key = requireKey(kind, input.key);
  const definition = APP_CONFIG[key];
  const parsed = definition.schema.safeParse(input.value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid value');
  const next = parsed.data as AnyAppConfigValue;
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: appConfig.value })
      .from(appConfig)
      .where(eq(appConfig.key, key))
      .for('update');
    const current = effectiveValue(key, row?.value);
    if (sameValue(current, next)) return false;
    // The database's clock, with microseconds, so the history keeps the order of quick saves.
    const now = sql`now()`;
    if (sameValue(next, definition.default)) {
      await tx.delete(appConfig).where(eq(appConfig.key, key));
    } else {
      await tx
        .insert(appConfig)
        .values({ key, kind, value: next, updated_by: ctx.user.id, updated_at: now })
        .onConflictDoUpdate({
          target: appConfig.key,
          set: { kind, value: next, updated_by: ctx.user.id, updated_at: now },
        });
    }
    await tx.insert(appConfigChanges).values({
      key,
      kind,
      old_value: current,
      new_value: next,
      changed_by: ctx.user.id,
      changed_at: now,
    });
    return true;
  });
  if (changed) forgetAppConfig();
  const entries = await listAppConfig(ctx, kind);
  return entries.find((entry) => entry.key === key)!;
}

/** Puts a key back to the registry's default (a save of the default, so it is recorded too). */
export function resetAppConfig(
  ctx: Pick<ProtectedContext, 'db' | 'user'>,
  kind: AppConfigKind,
  input: { key: string },
): Promise<AppConfigEntry> {
  const key = requireKey(kind, input.key);
  return saveAppConfig(ctx, kind, { key, value: APP_CONFIG[key].default });
}
