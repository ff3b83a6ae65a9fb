// Writes the first view of chosen pages into copies of the built index.html, at build time: once the client
// bundle is written, a second Vite build of the app's SSR entry (same config, so the same aliases) is made into
// `<outDir>/prerendered/ssr/`, imported, and asked for each page's HTML; each page goes to
// `<outDir>/prerendered/<path>.html` (/policy/simulate → prerendered/policy/simulate.html). The server sends
// such a file in index.html's place (apps/server/src/plugins/prerendered-pages.ts), and renders with the same
// SSR module the pages whose first view needs data from the database (the entry's FIRST_VIEW_CALLS). Runs
// before precompression, which then compresses the pages too; a page that fails to render fails the build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The folder of the build output that holds the pages. */
export const PRERENDERED_DIR = 'prerendered';

/** Where the SSR build goes, under the output folder; its entry is `first-view.mjs`. */
export const RENDERER_DIR = path.join(PRERENDERED_DIR, 'ssr');

/** What the SSR entry exports (to the build; the server may use more of it). */
export interface FirstViewRenderer {
  /** index.html (`template`) with the first view of the page at `pathname` in it. */
  renderPage(template: string, pathname: string): Promise<string>;
}

export interface PrerenderOptions {
  /** The SSR entry, relative to the app's root (`src/prerender.tsx`). */
  entry: string;
  /** The pages, as paths (`/policy/simulate`). */
  paths: readonly string[];
}

/** Where a page's file goes under the output folder; refuses paths that are not plain page paths. */
export function prerenderedFile(pagePath: string): string {
  if (!/^(?:\/[A-Za-z0-9_-]+)+$/.test(pagePath)) throw new Error(`not a page path: ${pagePath}`);
  return path.join(PRERENDERED_DIR, `${pagePath.slice(1)}.html`);
}

export function prerender(options: PrerenderOptions): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'zhiyuan:prerender',
    // The client build only: the SSR build below loads the same config and must not recurse.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    closeBundle: {
      order: 'post',
      // Waits for the hooks before it and holds those after it (precompression) until the pages are written.
      sequential: true,
      async handler() {
        const ssrDir = path.join(outDir, RENDERER_DIR);
        const { build } = await import('vite');
        await build({
          configFile,
          root,
          logLevel: 'warn',
          build: {
            ssr: options.entry,
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'first-view.mjs' } },
          },
          // Bundled whole, so that react, react-dom and their users all come from the app's aliases.
          ssr: { noExternal: true, target: 'node' },
        });
        const renderer = (await import(
          pathToFileURL(path.join(ssrDir, 'first-view.mjs')).href
        )) as FirstViewRenderer;
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const pagePath of options.paths) {
          const file = path.join(outDir, prerenderedFile(pagePath));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, await renderer.renderPage(template, pagePath));
        }
        this.info(`prerendered ${options.paths.length} pages into ${PRERENDERED_DIR}/`);
      },
    },
  };
}
