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
 * A new, empty database on a PostgreSQL server (tests, browser tests, benchmarks), and the way
 * to drop it again. Throws when the server does not answer.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(serverUrl, name),
  };
}

// Closing a pool sends its clients' goodbyes asynchronously; terminating them from the server
// at the same moment makes a closing client report an uncaught FATAL. So wait for the sessions
// to go, and force only sessions that are still there after a second.
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // in use by other sessions
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
