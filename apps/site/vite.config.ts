import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from '@zhiyuan/tools/build/bundle-budget';
import { productionBuild } from '@zhiyuan/tools/build/production-build';
import { SITE_BUDGETS } from './build/budgets.ts';
import { chunkGroups } from '@zhiyuan/tools/build/chunk-groups';
import { precompress } from '@zhiyuan/tools/build/precompress';
import { prerender, RENDERER_DIR } from '@zhiyuan/tools/build/prerender';
import { PRERENDERED_PAGES } from './build/prerendered-pages.ts';

export default defineConfig({
  root: import.meta.dirname,
  // The budget check reads the written files; the pages' first views are written next, and precompression
  // runs last, so it measures the originals and compresses the pages too (not the renderer, which the server
  // runs and never sends).
  plugins: [
    productionBuild(),
    react(),
    tailwindcss(),
    bundleBudget(SITE_BUDGETS, 'apps/site/build/budgets.ts'),
    prerender({ entry: 'src/prerender.tsx', paths: PRERENDERED_PAGES }),
    precompress({ skip: [RENDERER_DIR] }),
  ],
  resolve: {
    conditions: ['@zhiyuan/source'],
    // The site renders with Preact's compat layer (43 KB gzip less than react-dom): the libs are written for
    // React, which the back office, Storybook and the tests keep. Only exact module names are mapped, so that
    // react-router and react-hook-form stay themselves. Render scheduling: src/app/render-scheduling.ts.
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
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
    // react-dom alone is ~200 kB minified; the real limits are the gzip budgets of build/budgets.ts.
    chunkSizeWarningLimit: 560,
    // A few files instead of one per set of pages sharing a module (tools/build/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
});
