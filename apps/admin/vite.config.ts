import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Brotli and gzip copies the server sends with Content-Encoding (the same step as the site's).
import { precompress } from '@zhiyuan/tools/build/precompress';
import { chunkGroups, SITE_CALLS_ENTRY, STAFF_CALLS_ENTRY } from '@zhiyuan/tools/build/chunk-groups';

// The back office, served by the API server under /admin/ (apps/server/src/plugins/static-site.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: ['@zhiyuan/source'] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 560,
    // A few files instead of one per set of pages sharing a module (tools/build/chunk-groups.ts); the back
    // office makes calls of both halves of the contract registry.
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups([SITE_CALLS_ENTRY, STAFF_CALLS_ENTRY]) } },
    },
  },
});
