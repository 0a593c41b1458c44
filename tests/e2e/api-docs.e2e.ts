import { describe, expect, inject, it } from 'vitest';
import { withPage } from './support/browser';

// The API docs page under the app's strict Content-Security-Policy: Scalar's script, its fonts
// and the OpenAPI document all come from this server, so nothing is refused and nothing fails.
describe('The API docs page (/api/docs)', () => {
  it('loads with no CSP violation and no failed request, its fonts from this server', async () => {
    await withPage(async (page) => {
      const refused: string[] = [];
      const failed: string[] = [];
      const fonts: string[] = [];
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      page.on('console', (message) => {
        if (/Content.Security.Policy|CSP violation|Refused to/i.test(message.text()))
          refused.push(message.text());
      });
      page.on('pageerror', (error) => failed.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        failed.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.url()}: HTTP ${response.status()}`);
        if (response.request().resourceType() === 'font') fonts.push(response.url());
      });

      await page.goto('/api/docs', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Repair Quotes API' }).first().waitFor();
      await page.getByText('Create a quote from a concern').first().waitFor();
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
      });
      await page.waitForLoadState('networkidle');

      expect(refused).toEqual([]);
      expect(failed).toEqual([]);
      expect(fonts.length).toBeGreaterThan(0);
      const origin = new URL(inject('baseURL')).origin;
      for (const font of fonts) expect(font.startsWith(`${origin}/api/docs/fonts/`)).toBe(true);
      expect(loaded.map((family) => family.replace(/["']/g, ''))).toContain('Inter');
    });
  });
});
