import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from '@zhiyuan/tools/build/bundle-budget';
import { productionBuild } from '@zhiyuan/tools/build/production-build';
import { pureAtoms } from '@zhiyuan/tools/build/pure-atoms';
import { SITE_BUDGETS } from './build/budgets.ts';
import { chunkGroups } from '@zhiyuan/tools/build/chunk-groups';
import { precompress } from '@zhiyuan/tools/build/precompress';
import { SSR_DIR, ssrBuild } from '@zhiyuan/tools/build/ssr-build';

export default defineConfig({
  root: import.meta.dirname,
  // The budget check reads the written files; the server entry (src/entry-server.tsx, which the API server
  // renders every page with) is built next, and precompression runs last (not on the server entry, which the
  // server runs and never sends).
  plugins: [
    productionBuild(),
    pureAtoms(),
    react(),
    tailwindcss(),
    bundleBudget(SITE_BUDGETS, 'apps/site/build/budgets.ts'),
    ssrBuild({ entry: 'src/entry-server.tsx' }),
    precompress({ skip: [SSR_DIR] }),
  ],
  resolve: {
    conditions: ['@zhiyuan/source'],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for maintainers only: no link to them in the bundles, and the server never sends them.
    sourcemap: 'hidden',
    // Read by the bundle budget (tools/build/bundle-budget.ts) and `npm run bench:web`.
    manifest: true,
    // react-dom's client alone is ~180 kB minified; the real limits are the gzip budgets of build/budgets.ts.
    chunkSizeWarningLimit: 560,
    // A few files instead of one per set of pages sharing a module (tools/build/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
});
