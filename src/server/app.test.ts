import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { createTestApp, type TestApp } from './test/harness';

const APP_PAGE = '<!doctype html><title>app</title>';
const ACCOUNT_PAGE = '<!doctype html><title>account</title>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function webDist(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'rq-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe('the web pages (decision 026)', () => {
  it('answers the account paths with the account entry and every other path with the app', async () => {
    const app = createHttpApp(t.deps, {
      webDist: webDist({ 'index.html': APP_PAGE, 'account.html': ACCOUNT_PAGE }),
    });
    for (const path of [
      '/login',
      '/login?email=a%40b.c&updated=1',
      '/signup?invitationToken=x',
      '/reset-password',
      '/reset-password/some-token',
      '/update-password?token=x',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(ACCOUNT_PAGE);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    for (const path of ['/', '/settings/profile', '/quote/abc', '/login/extra', '/no/such/page']) {
      const response = await app.request(path);
      expect(await response.text(), path).toBe(APP_PAGE);
    }
  });

  it('serves built assets and answers 404 for one that is not there', async () => {
    const dir = webDist({ 'index.html': APP_PAGE });
    writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = createHttpApp(t.deps, { webDist: dir });
    const found = await app.request('/assets/app-1234.js');
    expect(found.status).toBe(200);
    expect(await found.text()).toBe('console.log(1)');
    for (const path of ['/assets/app-gone.js', '/assets/style-old.css', '/assets/nested/missing.png']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<!doctype html>');
    }
  });

  it('serves the account paths from the app when a build has no account entry', async () => {
    const app = createHttpApp(t.deps, { webDist: webDist({ 'index.html': APP_PAGE }) });
    expect(await (await app.request('/login')).text()).toBe(APP_PAGE);
  });
});
