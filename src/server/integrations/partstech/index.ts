import { createPartsTechClient } from './client';
import { PARTSTECH_API_URL, type PartsTechClient } from './types';

export { createPartsTechClient, PARTSTECH_CREDENTIALS_REJECTED, type PartsTechClientOptions } from './client';
export * from './types';

// One client per API host for the life of the process, so the access tokens it caches
// (one per shop account, valid 60 minutes) are reused across requests.
const clients = new Map<string, PartsTechClient>();

/** The PartsTech client for a host: production unless the shop's integration names another. */
export function getPartsTechClient(baseUrl?: string | null): PartsTechClient {
  const url = (baseUrl?.trim() || PARTSTECH_API_URL).replace(/\/+$/, '');
  let client = clients.get(url);
  if (!client) {
    client = createPartsTechClient({ baseUrl: url });
    clients.set(url, client);
  }
  return client;
}
