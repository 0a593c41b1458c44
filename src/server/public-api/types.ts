import type { HttpBindings } from '@hono/node-server';
import type { AppDeps } from '../context-types';

export type ApiCredential = {
  id: string;
  organizationId: string;
  rateLimitPerMinute: number | null;
  createdBy: string | null;
};

export type ApiEnv = {
  /** Absent when the app is called without a Node server (`app.request` in a script). */
  Bindings: Partial<HttpBindings>;
  Variables: { deps: AppDeps; credential: ApiCredential };
};
