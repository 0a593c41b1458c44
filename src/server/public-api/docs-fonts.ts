import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context } from 'hono';

// The docs page's fonts (Inter and JetBrains Mono, the ones Scalar asks for by name) come from
// installed packages and this server: Scalar's own load them from its font host, which the
// page's Content-Security-Policy (font-src 'self') rightly refuses.

export const DOCS_FONTS_PATH = '/api/docs/fonts';

const PACKAGES = ['@fontsource-variable/inter', '@fontsource/jetbrains-mono'];
const FONT_FILE = /^[a-z0-9-]+\.woff2?$/;

type DocsFonts = { css: string; files: Map<string, string> };
let fonts: DocsFonts | undefined;

/** The @font-face rules pointing at this server, and the files they name. */
export function docsFonts(): DocsFonts {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const files = new Map<string, string>();
  const sheets = PACKAGES.map((name) => {
    const root = dirname(require.resolve(`${name}/package.json`));
    return readFileSync(join(root, 'index.css'), 'utf8').replace(
      /url\(\.\/files\/([^)]+)\)/g,
      (_, file: string) => {
        files.set(file, join(root, 'files', file));
        return `url(${DOCS_FONTS_PATH}/${file})`;
      },
    );
  });
  // The variable Inter calls itself 'Inter Variable'; Scalar's stylesheet asks for "Inter".
  fonts = { css: sheets.join('\n').replaceAll("'Inter Variable'", "'Inter'"), files };
  return fonts;
}

/** GET /api/docs/fonts/:file — only the files the rules name. */
export async function serveDocsFont(c: Context) {
  const name = c.req.param('file') ?? '';
  const path = FONT_FILE.test(name) ? docsFonts().files.get(name) : undefined;
  if (!path) return c.text('Not found', 404);
  c.header('Content-Type', name.endsWith('.woff2') ? 'font/woff2' : 'font/woff');
  c.header('Cache-Control', 'public, max-age=86400');
  return c.body(await readFile(path));
}
