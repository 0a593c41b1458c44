import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS, queryRows, wrapPglite } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { hashToken, newLinkToken } from './token-hash';

// Links e-mailed before tokens were hashed keep working: migration 0019 hashes the stored clear
// tokens exactly as hashToken does, 0020 drops them, and 0021 confirms the accounts of that time.

/** The migrations folder as it was up to `lastIndex` (its journal cut there). */
function migrationsUpTo(lastIndex: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'rq-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('token hashes', () => {
  it('makes new tokens of the asked size, and hashes as sha256 hex', () => {
    expect(newLinkToken(24)).toMatch(/^[\w-]{32}$/);
    expect(newLinkToken(24)).not.toBe(newLinkToken(24));
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('moves the clear tokens of an existing database to hashes, and confirms its accounts', async () => {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = wrapPglite(pglite);
    const db = database.db as unknown as PgliteDatabase;
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(17) });
      const token = newLinkToken(24);
      const shopId = '00000000-0000-4000-8000-000000000001';
      await database.db.execute(
        sql`insert into users (id, name, email) values ('u1', 'Old Hand', 'old@example.test')`,
      );
      await database.db.execute(sql`insert into shops (id, name) values (${shopId}, 'Old Shop')`);
      await database.db.execute(
        sql`insert into invitations (token, shop_id, email, expires_at)
          values (${token}, ${shopId}, 'ivy@example.test', now() + interval '1 day')`,
      );
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const invitations = await queryRows<Record<string, unknown>>(
        database.db,
        sql`select * from invitations`,
      );
      expect(invitations).toHaveLength(1);
      expect(invitations[0]!.token_hash).toBe(hashToken(token));
      expect(Object.keys(invitations[0]!)).not.toContain('token');
      const shareColumns = await queryRows<{ column_name: string }>(
        database.db,
        sql`select column_name from information_schema.columns where table_name = 'quote_shares'`,
      );
      expect(shareColumns.map((c) => c.column_name)).toContain('token_hash');
      expect(shareColumns.map((c) => c.column_name)).not.toContain('token');
      const accounts = await queryRows<{ email_verified: boolean }>(
        database.db,
        sql`select email_verified from users`,
      );
      expect(accounts).toEqual([{ email_verified: true }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
