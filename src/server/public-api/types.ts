import type { AppDeps } from '../context-types';

export type ApiCredential = {
  id: string;
  organizationId: string;
  rateLimitPerMinute: number | null;
  createdBy: string | null;
};

export type ApiEnv = {
  Variables: { deps: AppDeps; credential: ApiCredential };
};
