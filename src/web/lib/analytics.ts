import type { PostHog } from 'posthog-js';

/** What the server gives when analytics is on (analytics.getConfig). */
export type AnalyticsConfig = { key: string; host: string };
export type AnalyticsUser = { id: string; email: string; name: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether a page host may send usage analytics: never localhost or an IP address (spec §1), so
 * development, tests and direct-address access stay out of the numbers. `location.hostname`
 * keeps the brackets of an IPv6 address.
 */
export function isAnalyticsHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost') return false;
  if (IPV4.test(host)) return false;
  if (host.startsWith('[') || host.includes(':')) return false;
  return true;
}

let client: Promise<PostHog | null> | undefined;
// Calls run one after another, so an identify made before posthog-js has loaded still comes
// before the page view that follows it.
let pending: Promise<void> = Promise.resolve();
let forgetTimer: ReturnType<typeof setTimeout> | undefined;

// posthog-js is loaded only when analytics is on, so the sign-in bundle does not carry it.
function start(config: AnalyticsConfig): Promise<PostHog | null> {
  client ??= import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(config.key, {
        api_host: config.host,
        // Page views are captured on route changes (the app is a single page).
        capture_pageview: false,
        capture_pageleave: false,
        // Page views of signed-in users only: no clicks, recordings, surveys or scripts from the host.
        autocapture: false,
        rageclick: false,
        capture_dead_clicks: false,
        capture_heatmaps: false,
        capture_exceptions: false,
        capture_performance: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_product_tours: true,
        disable_conversations: true,
        disable_web_experiments: true,
        disable_external_dependency_loading: true,
        advanced_disable_feature_flags: true,
        person_profiles: 'identified_only',
        // No cookie; reset() on sign-out clears it.
        persistence: 'localStorage',
      });
      return posthog;
    })
    .catch((error: unknown) => {
      console.warn('Usage analytics did not start:', error);
      return null;
    });
  return client;
}

// Analytics never breaks the app: a failure is logged and the call dropped.
function run(config: AnalyticsConfig | null, action: (posthog: PostHog) => void): Promise<void> {
  pending = pending
    .then(async () => {
      const posthog = config ? await start(config) : await client;
      if (posthog) action(posthog);
    })
    .catch((error: unknown) => console.warn('Usage analytics call failed:', error));
  return pending;
}

/** Ties what follows to the user: id, with e-mail and name as person properties. */
export function identifyAnalyticsUser(config: AnalyticsConfig, user: AnalyticsUser): Promise<void> {
  clearTimeout(forgetTimer);
  return run(config, (posthog) => {
    // Another user left identified in this browser (closed without signing out) is not merged.
    if (posthog.get_distinct_id() !== user.id && posthog.get_property('$user_state') === 'identified')
      posthog.reset();
    posthog.identify(user.id, { email: user.email, name: user.name });
  });
}

/** A page view of the current URL; `pathname` is the route that was opened. */
export function captureAnalyticsPageview(config: AnalyticsConfig, pathname: string): Promise<void> {
  // Read now: a redirect may change the URL before posthog-js has loaded.
  const url = window.location.href;
  return run(config, (posthog) => {
    posthog.capture('$pageview', { $current_url: url, $pathname: pathname });
  });
}

/**
 * The user signed out or left the signed-in app: forget them, so nothing more is tied to them.
 * Deferred a tick, so a component re-mounting at once for the same user (React's strict mode)
 * cancels it by identifying again.
 */
export function forgetAnalyticsUser() {
  clearTimeout(forgetTimer);
  forgetTimer = setTimeout(() => {
    if (client) void run(null, (posthog) => posthog.reset());
  }, 0);
}
