import type { Db } from '../db/client';
import { type AuthApiName, authApis } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { decryptSecret, encryptSecret } from '../lib/secret-box';

// The platform's own access to each external system (Admin → Auth APIs, spec 001 §3 'Auth API'):
// an admin can switch a system off for everyone, and the platform-level credentials (PartsTech
// partner, plate lookup key) live here, encrypted. The environment seeds them on the first start;
// after that this table is the truth. Read on every call to a system, so a short cache.

export const PLATFORM_SYSTEM_NAMES: Record<AuthApiName, string> = {
  TEKMETRIC: 'Tekmetric',
  SHOP_WARE: 'Shop-Ware',
  PARTS_TECH: 'PartsTech',
  PLATE_LOOKUP: 'Plate lookup',
};

/**
 * What the platform uses each value for: the public id (csrf_token) and the secret (token); null
 * where a system has no such value here (Tekmetric and Shop-Ware connect per shop).
 */
export const PLATFORM_CREDENTIAL_USE: Record<
  AuthApiName,
  { csrfToken: string | null; token: string } | null
> = {
  TEKMETRIC: null,
  SHOP_WARE: null,
  PARTS_TECH: { csrfToken: 'Partner id', token: 'Partner key' },
  PLATE_LOOKUP: { csrfToken: null, token: 'API key' },
};

export type PlatformAccess = { isEnabled: boolean; publicId: string | null; secret: string | null };

const CACHE_MS = 5_000;
let cache = new WeakMap<Db, { at: number; rows: Map<AuthApiName, typeof authApis.$inferSelect> }>();

export function forgetPlatformAccess() {
  cache = new WeakMap();
}

function envSeed(env: Env, name: AuthApiName): { publicId: string | null; secret: string | null } {
  if (name === 'PARTS_TECH')
    return { publicId: env.PARTSTECH_PARTNER_ID ?? null, secret: env.PARTSTECH_PARTNER_KEY ?? null };
  if (name === 'PLATE_LOOKUP') return { publicId: null, secret: env.PLATE_LOOKUP_API_KEY ?? null };
  return { publicId: null, secret: null };
}

/** Creates the rows missing on this database from the environment (first start); keeps existing ones. */
export async function seedPlatformAccess(db: Db, env: Env): Promise<void> {
  const names = Object.keys(PLATFORM_SYSTEM_NAMES) as AuthApiName[];
  await db
    .insert(authApis)
    .values(
      names.map((name) => {
        const seed = envSeed(env, name);
        return {
          api_name: name,
          login_access: 'enabled',
          csrf_token_encrypted: seed.publicId ? encryptSecret(seed.publicId, env.APP_SECRET) : null,
          token_encrypted: seed.secret ? encryptSecret(seed.secret, env.APP_SECRET) : null,
        };
      }),
    )
    .onConflictDoNothing({ target: authApis.api_name });
  forgetPlatformAccess();
}

async function rowsOf(db: Db) {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.rows;
  const rows = new Map((await db.select().from(authApis)).map((row) => [row.api_name, row]));
  cache.set(db, { at: Date.now(), rows });
  return rows;
}

/** The access as it is now; a system with no row yet is on with the environment's values. */
export async function readPlatformAccess(db: Db, env: Env, name: AuthApiName): Promise<PlatformAccess> {
  const row = (await rowsOf(db)).get(name);
  if (!row) return { isEnabled: true, ...envSeed(env, name) };
  const open = (boxed: string | null) => (boxed ? decryptSecret(boxed, env.APP_SECRET) : null);
  return {
    isEnabled: row.login_access.trim().toLowerCase() === 'enabled',
    publicId: open(row.csrf_token_encrypted),
    secret: open(row.token_encrypted),
  };
}

/** The access of a system an action needs; a system switched off by an admin says so plainly. */
export async function requirePlatformAccess(db: Db, env: Env, name: AuthApiName): Promise<PlatformAccess> {
  const access = await readPlatformAccess(db, env, name);
  if (!access.isEnabled)
    throw new AppError(
      'BAD_REQUEST',
      `${PLATFORM_SYSTEM_NAMES[name]} is switched off for this platform by an administrator.`,
    );
  return access;
}
