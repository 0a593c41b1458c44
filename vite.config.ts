import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const api = `http://localhost:${apiPort}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/trpc': api, '/api': api },
  },
});
