// A Vite plugin that writes a brotli copy (`.br`) beside each built script, style sheet and SVG,
// which the server sends to a browser that accepts brotli (app.ts, `precompressed`). Brotli at its
// best quality is too slow to run per request (about a second for the shared chunk), and at build
// time it makes the first load's scripts 13 % smaller than the per-request gzip (decision 047).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
// Below this a compressed copy saves less than its headers cost (the server's gzip floor too).
const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);

/**
 * Writes `<file>.br` for every compressible file of `dir` from MIN_BYTES, when it is smaller; the
 * files compress at once on libuv's thread pool. Answers how many were written.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const written = await Promise.all(
    (await readdir(dir))
      .filter((name) => COMPRESSIBLE.test(name))
      .map((name) => precompressFile(join(dir, name))),
  );
  return written.filter(Boolean).length;
}

async function precompressFile(path: string): Promise<boolean> {
  const source = await readFile(path);
  if (source.byteLength < MIN_BYTES) return false;
  const compressed = await compress(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
    },
  });
  if (compressed.byteLength >= source.byteLength) return false;
  await writeFile(`${path}.br`, compressed);
  return true;
}

export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      await precompressDirectory(assetsDir);
    },
  };
}
