import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function runOnServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on a PostgreSQL server (tests, browser tests, benchmarks), empty or a copy of
 * `template`, and the way to drop it again. Throws when the server does not answer.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(serverUrl, name),
  };
}

// Closing a pool sends its clients' goodbyes asynchronously; terminating them from the server
// at the same moment makes a closing client report an uncaught FATAL. So wait for the sessions
// to go, and force only sessions that are still there after a second.
export async function dropDatabase(serverUrl: string, name: string) {
  const dropped = await whenUnused(() => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`));
  if (!dropped) await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Renames a database its last pool has just closed (its sessions may take a moment to go). */
export async function renameDatabase(serverUrl: string, name: string, to: string) {
  const renamed = await whenUnused(() => runOnServer(serverUrl, `ALTER DATABASE ${name} RENAME TO ${to}`));
  if (!renamed) throw new Error(`database ${name} is still in use`);
}

/** Runs `statement` until no other session holds the database (about a second at most). */
async function whenUnused(statement: () => Promise<void>): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      await statement();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // in use by other sessions
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}
