// A build-only Vite plugin that runs a step on the written output folder once the bundle is written, after
// the other plugins' own last hooks: the shape of the bundle budget and of precompression.
import path from 'node:path';
import type { Plugin } from 'vite';

/** `step` gets the output folder and a logger that prints through Vite's; throwing fails the build. */
export type AfterBuildStep = (outDir: string, info: (message: string) => void) => void;

export function afterBuild(name: string, step: AfterBuildStep): Plugin {
  let outDir = '';
  return {
    name,
    // Client builds only: an SSR build (tools/build/ssr-build.ts) writes no assets to budget or compress.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        step(outDir, (message) => this.info(message));
      },
    },
  };
}
