// The JavaScript budget of an app, read from its real build output (Vite's manifest and the files it names):
// what a browser must download before the first screen (the entry and its static imports), and per page —
// every page of the public site is a lazy route chunk under src/pages/ — what that page adds on top. Sizes are
// gzip level 9, as the server sends them to clients without brotli (brotli copies are ~15 % smaller).
// The build fails (the Vite plugin below throws) when a budget is exceeded; `npm run bench:web` prints the
// same table for the site. Each app's budgets sit beside its Vite config (apps/*/build/budgets.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

/** Budgets in bytes (gzip). */
export interface Budgets {
  /** The entry and its static imports: what every route loads before its own chunk. */
  initial: number;
  /** What the first screen should come down to (reported beside the budget, not enforced). */
  initialTarget?: number;
  /**
   * Per page module (a lazy chunk under src/pages/): the first screen, that page's chunk with its static
   * imports, and the API layer. None for an app without such pages.
   */
  pages?: Record<string, number>;
  /**
   * The most JavaScript files any page fetches before it can show its data (first screen, its chunks, the API
   * layer). Each costs a round trip on a phone's network; see chunk-groups.ts. No limit when not set.
   */
  files?: number;
  /**
   * Page modules that must draw without the API layer (zod and the contract registry): pages the server renders,
   * which make no call as they load, so their chunks must not import it statically — it costs ≈53 KB gzip and
   * ≈120 ms of a phone's main thread (issue 33). Their calls load it when they are made.
   */
  withoutApi?: readonly string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface PageSize {
  /** The page module, e.g. `src/pages/home-page.tsx`. */
  page: string;
  /** Its chunk and the static imports the first screen does not already hold. */
  added: ChunkSize[];
  /** gzip bytes of `added`. */
  addedGzip: number;
  /** gzip bytes of the first screen plus `added`: what the page needs before it can draw. */
  totalGzip: number;
  totalBrotli: number;
  /** `totalGzip` plus the API layer where the page does not already hold it: what it needs to show data. */
  withApiGzip: number;
  /** How many JavaScript files that is (first screen, the page's chunks, the API layer). */
  withApiFiles: number;
  /** Whether the page's static imports hold the `api` chunk (zod and the schemas): it loads them as it draws. */
  loadsApi: boolean;
}

export interface BundleReport {
  entry: ChunkSize[];
  initialGzip: number;
  initialBrotli: number;
  /** The contract registry (zod and every call's schemas), loaded on the first API call. */
  apiLayer: ChunkSize[];
  apiLayerGzip: number;
  pages: PageSize[];
}

/** Reads `<dist>/.vite/manifest.json`. */
export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the app with build.manifest on`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys of `key` and everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, into);
  return into;
}

function sizeOf(dist: string, file: string): ChunkSize {
  const body = fs.readFileSync(path.join(dist, file));
  return {
    file,
    bytes: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body).length,
  };
}

const sum = (sizes: ChunkSize[], key: 'gzip' | 'brotli') => sizes.reduce((n, s) => n + s[key], 0);

/** Measures the first screen and every page of the build in `dist`. */
export function measureBundle(dist: string): BundleReport {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const initialKeys = staticClosure(manifest, entryKey);
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const entry = [...initialKeys].map((key) => sizeOf(dist, fileOf(key)));
  const initialGzip = sum(entry, 'gzip');
  const initialBrotli = sum(entry, 'brotli');
  const registryKey = Object.keys(manifest).find((key) =>
    key.endsWith('libs/domain/src/api/api-registry.ts'),
  );
  if (!registryKey) throw new Error('the manifest has no chunk for libs/domain/src/api/api-registry.ts');
  const registryKeys = [...staticClosure(manifest, registryKey)].filter((k) => !initialKeys.has(k));
  const apiLayer = registryKeys.map((key) => sizeOf(dist, fileOf(key)));
  // The registry's closure also holds `basics` (the zod-free contract, which pages may load): what costs is
  // the chunk of the `api` group (tools/build/chunk-groups.ts), zod and the schemas.
  const apiGroupKeys = registryKeys.filter((key) => manifest[key]?.name === 'api');
  const pages = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/pages\//.test(key))
    .map(([key]) => {
      const addedKeys = [...staticClosure(manifest, key)].filter((k) => !initialKeys.has(k));
      const added = addedKeys.map((k) => sizeOf(dist, fileOf(k)));
      const addedGzip = sum(added, 'gzip');
      const apiMissingKeys = registryKeys.filter((k) => !addedKeys.includes(k));
      const apiMissing = apiMissingKeys.map((k) => sizeOf(dist, fileOf(k)));
      return {
        page: key,
        added,
        addedGzip,
        totalGzip: initialGzip + addedGzip,
        totalBrotli: initialBrotli + sum(added, 'brotli'),
        withApiGzip: initialGzip + addedGzip + sum(apiMissing, 'gzip'),
        withApiFiles: initialKeys.size + addedKeys.length + apiMissingKeys.length,
        loadsApi: apiGroupKeys.some((k) => addedKeys.includes(k)),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  return { entry, initialGzip, initialBrotli, apiLayer, apiLayerGzip: sum(apiLayer, 'gzip'), pages };
}

/** The budgets `report` exceeds, one sentence each (empty when within budget). */
export function overBudget(report: BundleReport, budgets: Budgets): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const failures: string[] = [];
  if (report.initialGzip > budgets.initial) {
    failures.push(`first screen ${kb(report.initialGzip)} gzip > budget ${kb(budgets.initial)}`);
  }
  for (const [page, budget] of Object.entries(budgets.pages ?? {})) {
    const measured = report.pages.find((p) => p.page === page);
    if (!measured) failures.push(`${page}: no such lazy page chunk in the build`);
    else if (measured.withApiGzip > budget) {
      failures.push(
        `${page}: ${kb(measured.withApiGzip)} gzip with first screen and API > budget ${kb(budget)}`,
      );
    }
  }
  for (const page of budgets.withoutApi ?? []) {
    const measured = report.pages.find((p) => p.page === page);
    if (!measured) failures.push(`${page}: no such lazy page chunk in the build`);
    else if (measured.loadsApi) {
      failures.push(`${page}: imports the API layer (zod and the contract registry) statically`);
    }
  }
  for (const page of report.pages) {
    if (budgets.files !== undefined && page.withApiFiles > budgets.files) {
      failures.push(`${page.page}: ${page.withApiFiles} JavaScript files > budget ${budgets.files}`);
    }
  }
  return failures;
}

/** A plain-text table of the report. */
export function formatReport(report: BundleReport, budgets: Budgets): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
  const lines = [
    `first screen (every route before its own chunk): ${kb(report.initialGzip)} gzip, ${kb(report.initialBrotli)} brotli` +
      ` — budget ${kb(budgets.initial)}` +
      (budgets.initialTarget ? `, target ${kb(budgets.initialTarget)}` : ''),
    `API layer (contract registry, loaded with the first call): ${kb(report.apiLayerGzip)} gzip`,
  ];
  if (report.pages.length > 0) {
    lines.push(
      'page module                              added gzip   with first screen   with API layer   files',
    );
  }
  for (const page of report.pages) {
    const budget = budgets.pages?.[page.page];
    lines.push(
      `${page.page.padEnd(40)} ${kb(page.addedGzip)}   ${kb(page.totalGzip)}         ${kb(page.withApiGzip)}` +
        `   ${String(page.withApiFiles).padStart(5)}` +
        (budget ? `  (budget ${kb(budget)})` : ''),
    );
  }
  return lines.join('\n');
}

/**
 * The Vite plugin: measures the written build and fails it when a budget is exceeded. `where` names the file
 * holding the budgets, for the message.
 */
export function bundleBudget(budgets: Budgets, where: string): Plugin {
  return afterBuild('zhiyuan:bundle-budget', (outDir, info) => {
    const report = measureBundle(outDir);
    const failures = overBudget(report, budgets);
    info(`\n${formatReport(report, budgets)}`);
    if (failures.length > 0) {
      throw new Error(`JavaScript over budget (${where}):\n${failures.join('\n')}`);
    }
  });
}
