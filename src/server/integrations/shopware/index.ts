import { createShopWareClient } from './client';
import { SHOPWARE_API_URL, type ShopWareClient } from './types';

export {
  createShopWareClient,
  describeQuoteLines,
  readShopWareError,
  SHOPWARE_CREDENTIALS_REJECTED,
  type ShopWareClientOptions,
  shopWareAuthHeaders,
} from './client';
export * from './types';

// The client holds no per-shop state, so one per API host is enough.
const clients = new Map<string, ShopWareClient>();

/** The Shop-Ware client for a host: production unless the shop's integration names another. */
export function getShopWareClient(baseUrl?: string | null): ShopWareClient {
  const url = (baseUrl?.trim() || SHOPWARE_API_URL).replace(/\/+$/, '');
  let client = clients.get(url);
  if (!client) {
    client = createShopWareClient({ baseUrl: url });
    clients.set(url, client);
  }
  return client;
}
