// Writes the first view of chosen pages into copies of the built index.html, at build time: once the client
// bundle is written, a second Vite build of the app's SSR entry (same config, so the same aliases) is made in
// a temporary folder, imported, and asked for each page's markup and title; each page goes to
// `<outDir>/prerendered/<path>.html` (/policy/simulate → prerendered/policy/simulate.html). The server sends
// such a file in index.html's place (apps/server/src/plugins/prerendered-pages.ts). Runs before
// precompression, which then compresses the pages too; a page that fails to render fails the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The folder of the build output that holds the pages. */
export const PRERENDERED_DIR = 'prerendered';

/** What the SSR entry exports. */
export interface FirstViewRenderer {
  renderFirstView(pathname: string): Promise<{ html: string; title: string }>;
}

export interface PrerenderOptions {
  /** The SSR entry, relative to the app's root (`src/prerender.tsx`). */
  entry: string;
  /** The pages, as paths (`/policy/simulate`). */
  paths: readonly string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** index.html with `#root` filled and the title set; throws if the template lacks either. */
export function fillTemplate(template: string, view: { html: string; title: string }): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!TITLE.test(template)) throw new Error('index.html has no <title>');
  return template
    .replace(TITLE, `<title>${escapeText(view.title)}</title>`)
    .replace(ROOT_ELEMENT, `<div id="root">${view.html}</div>`);
}

/** Where a page's file goes under the output folder; refuses paths that are not plain page paths. */
export function prerenderedFile(pagePath: string): string {
  if (!/^(?:\/[A-Za-z0-9_-]+)+$/.test(pagePath)) throw new Error(`not a page path: ${pagePath}`);
  return path.join(PRERENDERED_DIR, `${pagePath.slice(1)}.html`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
        const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-prerender-'));
        try {
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
            fs.writeFileSync(file, fillTemplate(template, await renderer.renderFirstView(pagePath)));
          }
          this.info(`prerendered ${options.paths.length} pages into ${PRERENDERED_DIR}/`);
        } finally {
          fs.rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
