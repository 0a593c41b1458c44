// The types every procedure and service sees: what a request carries and the app's dependencies.
// Type-only and importing no module, so that nothing that uses them can close an import cycle.
import type { QuoteEngine } from './ai/engine';
import type { Auth, SessionUser } from './auth';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { PlateLookup } from './integrations/plate-lookup/types';
import type { Logger } from './lib/logger';
import type { Shop } from './modules/shop/types';
import type { VinDecoder } from './modules/vehicle/vin-decoder';
import type { Mailer } from './notifications/mailer';
import type { Notifier } from './notifications/outbox';

/** Everything a request needs (built by createDeps in deps.ts). */
export type AppDeps = {
  env: Env;
  database: Database;
  db: Db;
  /** Where the network's history is read: DATABASE_READ_URL's replica when set, else `db`. */
  readDb: Db;
  logger: Logger;
  mailer?: Mailer;
  notifier: Notifier;
  auth: Auth;
  vinDecoder: VinDecoder;
  plateLookup: PlateLookup;
  engine: QuoteEngine;
};

export type Context = {
  deps: AppDeps;
  db: AppDeps['db'];
  user: SessionUser | null;
  /** Response headers a procedure may add to (set-cookie from better-auth calls). */
  resHeaders?: Headers;
  /** The request's headers as the client sent them (an `x-client-ip` among them is the client's word). */
  reqHeaders?: Headers;
  /** The client's address, from the socket. */
  clientIp?: string;
};

export type ProtectedContext = Context & { user: SessionUser };
export type ShopContext = ProtectedContext & { shop: Shop };
/** A read of the network's history: `networkDb` is where it is read (decision 042). */
export type NetworkContext = ProtectedContext & { networkDb: Db };
