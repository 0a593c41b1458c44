import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAnalyticsHost } from './analytics';

describe('isAnalyticsHost', () => {
  it.each([
    ['app.repairquotes.example', true],
    ['analytics-e2e.test', true],
    ['quotes', true],
    ['localhost.example.com', true],
    ['1.2.3.4.example.com', true],
    ['localhost', false],
    ['LOCALHOST', false],
    ['localhost.', false],
    ['127.0.0.1', false],
    ['10.0.0.12', false],
    ['192.168.1.254', false],
    ['[::1]', false],
    ['::1', false],
    ['[2001:db8::8a2e:370:7334]', false],
    ['[::ffff:127.0.0.1]', false],
    ['', false],
  ])('%j → %s', (hostname, expected) => {
    expect(isAnalyticsHost(hostname)).toBe(expected);
  });
});

describe('analytics calls', () => {
  const config = { key: 'phc_test', host: 'http://127.0.0.1:1234' };
  const user = { id: 'user-1', email: 'advisor@example.com', name: 'Sam Advisor' };

  // Each test gets a fresh module: posthog-js is loaded at most once per page.
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', { location: { href: 'https://app.example/settings/profile' } });
  });
  afterEach(() => {
    vi.doUnmock('posthog-js');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads posthog-js once, identifies before the page view, and resets when the user is forgotten', async () => {
    const calls: unknown[][] = [];
    const posthog = {
      init: (...args: unknown[]) => calls.push(['init', ...args]),
      identify: (...args: unknown[]) => calls.push(['identify', ...args]),
      capture: (...args: unknown[]) => calls.push(['capture', ...args]),
      reset: () => calls.push(['reset']),
      get_distinct_id: () => 'anonymous-1',
      get_property: () => 'anonymous',
    };
    vi.doMock('posthog-js', () => ({ default: posthog }));
    const analytics = await import('./analytics');

    void analytics.identifyAnalyticsUser(config, user);
    await analytics.captureAnalyticsPageview(config, '/settings/profile');
    expect(calls).toEqual([
      ['init', 'phc_test', expect.objectContaining({ api_host: config.host, capture_pageview: false })],
      ['identify', 'user-1', { email: 'advisor@example.com', name: 'Sam Advisor' }],
      [
        'capture',
        '$pageview',
        { $current_url: 'https://app.example/settings/profile', $pathname: '/settings/profile' },
      ],
    ]);

    // A re-mount that identifies the same user at once cancels the forget (strict mode).
    analytics.forgetAnalyticsUser();
    await analytics.identifyAnalyticsUser(config, user);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.filter(([name]) => name === 'reset')).toEqual([]);

    analytics.forgetAnalyticsUser();
    await vi.waitFor(() => expect(calls.at(-1)).toEqual(['reset']));
  });

  it('never throws into the app when posthog-js fails to load', async () => {
    vi.doMock('posthog-js', () => {
      throw new Error('chunk failed to load');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = await import('./analytics');

    await expect(analytics.identifyAnalyticsUser(config, user)).resolves.toBeUndefined();
    await expect(analytics.captureAnalyticsPageview(config, '/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Usage analytics did not start:', expect.anything());
  });
});
