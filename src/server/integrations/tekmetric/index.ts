import { createHash } from 'node:crypto';
import { createTekmetricClient } from './client';
import { TEKMETRIC_API_URL, type TekmetricClient, type TekmetricCredentials } from './types';

export { createTekmetricClient, TEKMETRIC_CREDENTIALS_REJECTED, type TekmetricClientOptions } from './client';
export * from './types';

// One client per host and credentials for the life of the process, so the token it caches
// (valid until revoked) is reused across requests.
const clients = new Map<string, TekmetricClient>();

/** The Tekmetric client for a partner account: production unless the integration names another host. */
export function getTekmetricClient(
  credentials: TekmetricCredentials,
  baseUrl?: string | null,
): TekmetricClient {
  const url = (baseUrl?.trim() || TEKMETRIC_API_URL).replace(/\/+$/, '');
  // The secret is part of the key so changed credentials in Settings never reuse an old token.
  const key = createHash('sha256')
    .update(JSON.stringify([url, credentials.clientId, credentials.clientSecret]))
    .digest('hex');
  let client = clients.get(key);
  if (!client) {
    client = createTekmetricClient({ ...credentials, baseUrl: url });
    clients.set(key, client);
  }
  return client;
}
