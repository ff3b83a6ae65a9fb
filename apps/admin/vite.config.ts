import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The site's build step, shared: brotli and gzip copies the server sends with Content-Encoding.
import { precompress } from '../site/build/precompress.ts';

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
  },
});
