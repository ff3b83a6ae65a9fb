// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built site, at the strongest
// settings (done once per build, not per request), so the server sends them with `Content-Encoding` and
// never compresses on the fly. Source maps stay uncompressed (developers' tools only). Files smaller than
// ~1 KB are left alone: compression would not shorten them, and so are folders that are never served (`skip`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.has(full)) continue;
    if (entry.isDirectory()) yield* filesUnder(full, skip);
    else yield full;
  }
}

/**
 * Compresses every compressible file under `dir`, except under the folders `skip` names (relative to `dir`);
 * returns how many files got copies.
 */
export function precompressDir(dir: string, skip: readonly string[] = []): number {
  let count = 0;
  for (const file of filesUnder(dir, new Set(skip.map((folder) => path.join(dir, folder))))) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}

/** The Vite plugin: precompresses the output folder after the bundle is written (`skip`: see precompressDir). */
export function precompress(options: { skip?: readonly string[] } = {}): Plugin {
  return afterBuild('zhiyuan:precompress', (outDir) => {
    precompressDir(outDir, options.skip);
  });
}
