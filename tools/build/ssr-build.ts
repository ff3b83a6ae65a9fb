// Builds an app's server entry beside its client build: once the client bundle is written, a second Vite build
// (same config: same plugins, conditions and chunking rules) of the entry goes into `<outDir>/ssr/`, as
// `entry-server.mjs`. The API server imports it to render the app's pages (apps/server/src/plugins/site-pages.ts)
// and never serves that folder as files. Dependencies in node_modules stay outside the bundle (Vite's SSR
// default), so react and react-dom are the ones the server's Node loads once; the workspace's libs are built in.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the SSR build goes, under the output folder. */
export const SSR_DIR = 'ssr';

/** The SSR build's entry file, under SSR_DIR. */
export const SSR_ENTRY_FILE = 'entry-server.mjs';

export function ssrBuild(options: { entry: string }): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'zhiyuan:ssr-build',
    // The client build only: the SSR build below loads the same config and must not recurse.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    closeBundle: {
      order: 'post',
      // Waits for the hooks before it and holds those after it (precompression) until the entry is written.
      sequential: true,
      async handler() {
        const { build } = await import('vite');
        await build({
          configFile,
          root,
          logLevel: 'warn',
          build: {
            ssr: options.entry,
            outDir: path.join(outDir, SSR_DIR),
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: SSR_ENTRY_FILE, codeSplitting: false } },
          },
          ssr: { target: 'node' },
        });
        this.info(`built the server entry into ${SSR_DIR}/${SSR_ENTRY_FILE}`);
      },
    },
  };
}
