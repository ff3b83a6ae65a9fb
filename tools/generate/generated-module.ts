// A module a generator writes into the repository (the college places, the site's routes, the engine's cold
// start): formatted as the repository formats it, so that the generator's test can compare the committed file
// to a fresh output byte for byte; read back as committed; written when the generator runs as a script.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

/** `body` formatted with the repository's Prettier settings for `file`. */
export async function formatGenerated(file: string, body: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(body, { ...options, filepath: file });
}

/** The file as committed. */
export function readCommitted(file: string): string {
  return readFileSync(file, 'utf8');
}

/** Writes `source()` to `file` when `generator` (its `import.meta.filename`) is the script being run. */
export async function writeWhenRun(
  generator: string,
  file: string,
  source: () => Promise<string>,
): Promise<void> {
  if (process.argv[1] !== generator) return;
  writeFileSync(file, await source());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
