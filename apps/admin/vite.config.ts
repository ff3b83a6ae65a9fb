import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Brotli and gzip copies the server sends with Content-Encoding (the same step as the site's).
import { precompress } from '@zhiyuan/tools/build/precompress';
import { chunkGroups, SITE_CALLS_ENTRY, STAFF_CALLS_ENTRY } from '@zhiyuan/tools/build/chunk-groups';
import { bundleBudget } from '@zhiyuan/tools/build/bundle-budget';
import { productionBuild } from '@zhiyuan/tools/build/production-build';
import { pureAtoms } from '@zhiyuan/tools/build/pure-atoms';
import { ADMIN_BUDGETS } from './build/budgets.ts';

// The back office, served by the API server under /admin/ (apps/server/src/plugins/static-site.ts).
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  // The budget check reads the written files; precompression runs after it so it measures the originals.
  plugins: [
    productionBuild(),
    pureAtoms(),
    react(),
    tailwindcss(),
    bundleBudget(ADMIN_BUDGETS, 'apps/admin/build/budgets.ts'),
    precompress(),
  ],
  resolve: { conditions: ['@zhiyuan/source'] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for maintainers only: no link to them in the bundles, and the server never sends them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 560,
    // Read by the bundle budget (tools/build/bundle-budget.ts).
    manifest: true,
    // A few files instead of one per set of pages sharing a module (tools/build/chunk-groups.ts); the back
    // office makes calls of both halves of the contract registry.
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups([SITE_CALLS_ENTRY, STAFF_CALLS_ENTRY]) } },
    },
  },
});
