// The JavaScript a browser downloads for a route: its entry's chunks plus the route's chunks, gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * `dist` is the build's output directory (vite's `--outDir`), holding `.vite/manifest.json`;
 * `entry` the page's HTML entry (account.html for the account pages, decision 026).
 */
export function routeBundleSize(routeModules: string[], dist = 'dist/web', entry = 'index.html') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const module of routeModules) visit(module);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { files: files.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}
