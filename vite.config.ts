import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { preloadInHtml } from './scripts/preload-in-html.ts';

const apiPort = process.env.PORT ?? '3000';
const api = `http://localhost:${apiPort}`;
const webRoot = new URL('./src/web/', import.meta.url).pathname;
// What the sign-in page shares with every app page: React, the form primitives and their helpers.
const SHARED_PACKAGES = ['react', 'react-dom', 'scheduler', 'clsx', 'class-variance-authority'].concat(
  ['slot', 'compose-refs', 'label', 'primitive'].map((name) => `@radix-ui/react-${name}`),
);
const SHARED_SOURCES = ['alert', 'button', 'field', 'input', 'label']
  .map((name) => `components/ui/${name}.tsx`)
  .concat([
    'components/layout/page-loading.tsx',
    'lib/utils.ts',
    'lib/query-string.ts',
    'lib/human-error.ts',
  ]);

// What the app's entry runs before React has loaded (it starts loading a path's code and the
// session check, app/route-preload.ts), shared with the sign-in page: the bundler's and Vite's
// runtime helpers (CommonJS interop, the preload of lazy chunks) and the session calls. In the
// React chunk, they made the entry wait for React before asking for anything else.
const ENTRY_HELPERS = ['rolldown/runtime', 'vite/preload-helper', 'vite/modulepreload-polyfill'];
const ENTRY_SOURCES = ['lib/auth-client.ts'];

const pathOf = (moduleId: string) => moduleId.replaceAll('\\', '/');

function isEntryHelper(moduleId: string) {
  const path = pathOf(moduleId);
  return (
    ENTRY_HELPERS.some((helper) => path.includes(helper)) ||
    ENTRY_SOURCES.some((file) => path.endsWith(`/src/web/${file}`))
  );
}

function isSharedFirstLoad(moduleId: string) {
  const path = pathOf(moduleId);
  return (
    SHARED_PACKAGES.some((name) => path.includes(`/node_modules/${name}/`)) ||
    SHARED_SOURCES.some((file) => path.endsWith(`/src/web/${file}`))
  );
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // What every page of the app runs first: React, the router, the app's root, the providers'
    // query client and tRPC (the public quote page too, so not the signed-in layout).
    preloadInHtml('index.html', ['src/web/app/boot.tsx', 'src/web/app/providers.tsx']),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // zod without its eval probe, which our CSP refuses (lib/zod-under-csp.ts).
      { find: /^zod$/, replacement: `${webRoot}lib/zod-under-csp.ts` },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The app, and the account pages without the router or server-data code (decision 026). The
    // dev server answers every path with the app, whose router serves the same account pages.
    rolldownOptions: {
      input: { index: `${webRoot}index.html`, account: `${webRoot}account.html` },
      // What the sign-in page shares with every app page (React, the form primitives and their
      // helpers) as one chunk: split by who imports them, they made a dozen small chunks, each
      // with its own import glue and, over HTTP/1.1, about 1 kB of headers. The icons likewise:
      // each icon was its own chunk (18 of the quote page's 68 requests); together they are 8.6 kB.
      output: {
        codeSplitting: {
          groups: [
            { name: 'entry-helpers', test: isEntryHelper, priority: 40 },
            { name: 'shared', test: isSharedFirstLoad, priority: 30 },
            { name: 'icons', test: /lucide-react/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/trpc': api, '/api': api },
  },
});
