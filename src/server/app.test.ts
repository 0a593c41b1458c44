import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress-assets';
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

  it("sends the build's brotli copy of an asset to a browser that takes brotli, gzip to one that does not", async () => {
    const script = `export const lines = [${'"a line of the quote", '.repeat(200)}];\n`;
    const dir = webDist({ 'index.html': APP_PAGE });
    writeFileSync(join(dir, 'assets', 'quote-1234.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-1234.js'), 'console.log(1)');
    expect(await precompressDirectory(join(dir, 'assets'))).toBe(1);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'quote-1234.js',
      'quote-1234.js.br',
      'tiny-1234.js',
    ]);
    const app = createHttpApp(t.deps, { webDist: dir });

    const brotli = await app.request('/assets/quote-1234.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

    const gzip = await app.request('/assets/quote-1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request('/assets/quote-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves the account paths from the app when a build has no account entry', async () => {
    const app = createHttpApp(t.deps, { webDist: webDist({ 'index.html': APP_PAGE }) });
    expect(await (await app.request('/login')).text()).toBe(APP_PAGE);
  });
});
