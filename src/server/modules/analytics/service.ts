import type { Context } from '../../context-types';
import { readAppConfig } from '../app-config/read';

export type AnalyticsConfig = { key: string; host: string };

/**
 * What the browser needs to start PostHog, or null when analytics is off: no project key in the
 * environment, or the admin switched 'Usage analytics' off. A project key is public by design
 * (it only writes events), so anyone may read it.
 */
export async function getAnalyticsConfig(ctx: Pick<Context, 'deps' | 'db'>): Promise<AnalyticsConfig | null> {
  const { POSTHOG_KEY, POSTHOG_HOST } = ctx.deps.env;
  if (!POSTHOG_KEY) return null;
  if (!(await readAppConfig(ctx.db, 'analytics_enabled'))) return null;
  return { key: POSTHOG_KEY, host: POSTHOG_HOST };
}
