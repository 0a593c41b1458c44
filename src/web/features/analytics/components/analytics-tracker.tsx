import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  captureAnalyticsPageview,
  forgetAnalyticsUser,
  identifyAnalyticsUser,
  isAnalyticsHost,
} from '../../../lib/analytics';
import { useTRPC } from '../../../lib/trpc';

/**
 * Usage analytics of the signed-in app (spec §1): when the server gives a config and the page
 * host is neither localhost nor an IP address, identifies the current user and captures a page
 * view per route. Renders nothing.
 */
export function AnalyticsTracker() {
  const trpc = useTRPC();
  const isTrackedHost = isAnalyticsHost(window.location.hostname);
  const config = useQuery({
    ...trpc.analytics.getConfig.queryOptions(),
    enabled: isTrackedHost,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const me = useQuery(trpc.user.getMe.queryOptions());
  const { pathname } = useLocation();
  const settings = isTrackedHost ? (config.data ?? null) : null;
  const userId = settings ? me.data?.id : undefined;
  const email = me.data?.email;
  const name = me.data?.name;

  // When the user query empties (sign-out) or this shell closes, the user is forgotten.
  useEffect(() => {
    if (!userId) return;
    return forgetAnalyticsUser;
  }, [userId]);

  useEffect(() => {
    if (settings && userId && email !== undefined && name !== undefined)
      void identifyAnalyticsUser(settings, { id: userId, email, name });
  }, [settings, userId, email, name]);

  useEffect(() => {
    if (settings && userId) void captureAnalyticsPageview(settings, pathname);
  }, [settings, userId, pathname]);

  return null;
}
