import type { AppDeps } from '../deps';
import type { ApiCredential } from './auth';

export type ApiEnv = {
  Variables: { deps: AppDeps; credential: ApiCredential };
};
