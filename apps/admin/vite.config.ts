import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API at /admin (DESIGN.md §12); `npm run dev -w @pothik/admin` proxies the API.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { 'object.entries': resolve(import.meta.dirname, 'shims/object-entries.cjs') } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  // ws: the live map's positions socket (docs/decisions/0018).
  server: { proxy: { '/admin/api': { target: 'http://localhost:4000', ws: true } } },
});
