// `npm run bench:web`: the public site as a phone sees it.
//
// 1. Builds the site and the back office (`nx run-many -t build -p site admin`: the build itself fails when
//    a bundle budget is exceeded) and
//    prints the JavaScript each page needs (tools/build/bundle-budget.ts reads Vite's manifest; the site's
//    budgets are apps/site/build/budgets.ts).
// 2. Serves it as `npm start` does (apps/server/src/main.ts, seeding a fresh SQLite database in a temporary
//    folder) on 127.0.0.1:BENCH_WEB_PORT (default 4331).
// 3. Runs Lighthouse (mobile, default simulated throttling) in Debian's Chromium (headless, --no-sandbox)
//    BENCH_WEB_RUNS times (default 5) on each page (BENCH_WEB_PAGES, comma-separated, to measure fewer) and
//    keeps the median score per category. `/data/college-page?id=内蒙古大学` names the college by name: the
//    page with its admission history, its id found on the server measured.
// Beside the site's first screen it prints the floor: React 19 + react-dom/client + react-router's data router
// with one lazy route, hydrated, built with the same Vite in the same run (measureFloor), so the margin of what
// is ours is visible.
//    BENCH_WEB_SKIP_BUILD=1 measures the builds already in apps/site/dist and apps/admin/dist.
// 4. Writes bench/web-results.json and bench/web-results.md. Exits with 1 when a category is under 95.
//
// A page the server does not have (404, or the public site's own page where another app is expected — the
// back office at /admin/login) is reported as missing, not failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatReport, measureBundle, overBudget } from '../tools/build/bundle-budget.ts';
import { SITE_BUDGETS } from '../apps/site/build/budgets.ts';
import { writeFormatted } from './write-formatted.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITE_DIST = path.join(ROOT, 'apps/site/dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4331);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The college whose page is measured (its history is in the sample data), found by name on the server. */
const COLLEGE_BY_NAME = '内蒙古大学';
const TARGET = 95;
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/home',
  '/data/colleges',
  `/data/college-page?id=${COLLEGE_BY_NAME}`,
  '/policy/simulate',
  '/admin/login',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const log = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function build() {
  if (process.env.BENCH_WEB_SKIP_BUILD === '1') return;
  log('building the site and the back office …');
  const res = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'site', 'admin', '--skip-nx-cache', '--output-style=stream'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (res.status !== 0) throw new Error('the build failed (see above; a bundle budget may be exceeded)');
}

/**
 * The floor of the first screen: a page with React 19, react-dom/client's hydrateRoot and react-router's data
 * router with one lazy route, built by this Vite into a scratch folder; the gzip of its entry and the
 * entry's static imports (level 9, as the budget measures).
 */
async function measureFloor(): Promise<number> {
  const dir = path.join(ROOT, 'node_modules/.cache/zhiyuan-bench-floor');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'src/main.tsx'),
    `import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([{ path: '/', lazy: () => import('./page.tsx') }]);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
`,
  );
  fs.writeFileSync(path.join(dir, 'src/page.tsx'), 'export function Component() { return <p>页</p>; }\n');
  const { build: viteBuild } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await viteBuild({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist', manifest: true, emptyOutDir: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const { gzipSync } = await import('node:zlib');
  let total = 0;
  for (const file of files)
    total += gzipSync(fs.readFileSync(path.join(dir, 'dist', file)), { level: 9 }).length;
  return total;
}

/** The page's address with a college named instead of its id (see PAGES) replaced by that college's id. */
async function resolvePage(base: string, page: string): Promise<string> {
  if (!page.includes(`id=${COLLEGE_BY_NAME}`)) return page;
  const res = await fetch(`${base}/api/college/search?keyword=${encodeURIComponent(COLLEGE_BY_NAME)}`);
  const body = (await res.json()) as { data?: { items: { id: number; name: string }[] } };
  const college = body.data?.items.find((item) => item.name === COLLEGE_BY_NAME);
  if (!college) throw new Error(`${COLLEGE_BY_NAME} is not in the catalog`);
  return page.replace(`id=${COLLEGE_BY_NAME}`, `id=${college.id}`);
}

async function startServer(dir: string) {
  const child = spawn(process.execPath, ['--conditions=@zhiyuan/source', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${path.join(dir, 'web.db')}`,
      SEED_ON_START: 'true',
      SITE_DIST,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it served');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Why `page` cannot be measured, or null when the server has it. */
async function missing(base: string, page: string, siteIndex: string): Promise<string | null> {
  const res = await fetch(`${base}${page}`);
  if (res.status === 404) return 'the server answers 404';
  if (!res.ok) return `the server answers ${res.status}`;
  if (page.startsWith('/admin') && (await res.text()) === siteIndex) {
    return "the server answers with the public site's page (no back-office build)";
  }
  return null;
}

interface PageResult {
  page: string;
  missing?: string;
  runs: Record<Category, number>[];
  median?: Record<Category, number>;
  metrics?: Record<string, number>;
  /** Audits under 0.9 in the median run's categories (titles), to fix next. */
  findings?: string[];
}

/** Audits of the performance category (their items are resources and timings, not elements). */
function isSpeedAudit(id: string): boolean {
  return ![
    'target-size',
    'inspector-issues',
    'color-contrast',
    'image-size-responsive',
    'meta-description',
    'errors-in-console',
    'label',
    'link-name',
    'button-name',
    'heading-order',
    'image-alt',
  ].includes(id);
}

async function lighthouseRun(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? NaN));
  const metrics = {
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    // Lighthouse's own CPU benchmark of this machine at the time (higher is faster): scores from machines with
    // different indexes are not comparable, so a before/after is measured in one run.
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
  };
  const findings = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      // For what is not about speed, name the elements (or issues) so the finding can be fixed.
      const items = (a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      const where = isSpeedAudit(a.id)
        ? ''
        : items
            .slice(0, 3)
            .map((item) => {
              const node = item['node'] as { selector?: string; snippet?: string } | undefined;
              return node?.snippet ?? node?.selector ?? JSON.stringify(item).slice(0, 200);
            })
            .join(' | ');
      return `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${where ? ` — ${where}` : ''}`;
    });
  return { scores, metrics, findings };
}

async function main() {
  build();
  const bundle = measureBundle(SITE_DIST);
  log(formatReport(bundle, SITE_BUDGETS));
  const floorGzip = await measureFloor();
  log(
    `floor (React 19 + react-dom/client hydrateRoot + react-router data router, one lazy route, this Vite): ${(floorGzip / 1024).toFixed(1)} KB gzip; the site's first screen is ${((bundle.initialGzip - floorGzip) / 1024).toFixed(1)} KB above it`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-bench-web-'));
  const server = await startServer(dir);
  const siteIndex = fs.readFileSync(path.join(SITE_DIST, 'index.html'), 'utf8');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const pages: PageResult[] = [];
  try {
    for (const named of PAGES) {
      const page = await resolvePage(server.base, named);
      const why = await missing(server.base, page, siteIndex);
      if (why) {
        log(`${page}: MISSING — ${why}`);
        pages.push({ page, missing: why, runs: [] });
        continue;
      }
      const runs: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await lighthouseRun(`${server.base}${page}`, chrome.port);
        log(`${page} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`);
        runs.push(run);
      }
      const med = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
      ) as Record<Category, number>;
      // The run whose performance is the median one stands for the page's metrics and findings.
      const byPerf = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
      const typical = byPerf[Math.floor(byPerf.length / 2)] ?? runs[0];
      pages.push({
        page,
        runs: runs.map((r) => r.scores),
        median: med,
        ...(typical ? { metrics: typical.metrics, findings: typical.findings } : {}),
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const failures = [
    ...overBudget(bundle, SITE_BUDGETS),
    ...pages.flatMap((p) =>
      p.median
        ? CATEGORIES.filter((c) => (p.median?.[c] ?? 0) < TARGET).map(
            (c) => `${p.page} ${c} ${p.median?.[c]}`,
          )
        : [],
    ),
  ];
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadavg: os.loadavg().map((n) => Number(n.toFixed(2))),
    },
    settings: {
      runs: RUNS,
      chromium: CHROMIUM,
      formFactor: 'mobile',
      throttling: 'simulated (Lighthouse default)',
    },
    bundle: {
      initialGzip: bundle.initialGzip,
      initialBrotli: bundle.initialBrotli,
      apiLayerGzip: bundle.apiLayerGzip,
      targetInitialGzip: SITE_BUDGETS.initialTarget,
      floorGzip,
      pages: bundle.pages.map((p) => ({
        page: p.page,
        addedGzip: p.addedGzip,
        totalGzip: p.totalGzip,
        withApiGzip: p.withApiGzip,
        withApiFiles: p.withApiFiles,
      })),
    },
    pages,
    failures,
  };
  fs.writeFileSync(path.join(ROOT, 'bench/web-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFormatted(path.join(ROOT, 'bench/web-results.md'), markdown(results, bundle));
  log(failures.length ? `BELOW TARGET:\n${failures.join('\n')}` : 'all pages at target');
  log('wrote bench/web-results.json and bench/web-results.md');
  process.exitCode = failures.length ? 1 : 0;
}

function markdown(
  results: {
    date: string;
    machine: { loadavg: number[] };
    pages: PageResult[];
    bundle: { floorGzip: number };
  },
  bundle: ReturnType<typeof measureBundle>,
) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    `# bench:web — ${results.date}`,
    '',
    `Load average at the end: ${results.machine.loadavg.join(' / ')}. Lighthouse ${RUNS}× per page, mobile, simulated throttling, median.`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | CPU index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.pages.map((p) =>
      p.median && p.metrics
        ? `| ${p.page} | ${p.median.performance} | ${p.median.accessibility} | ${p.median['best-practices']} | ${p.median.seo} | ${p.metrics['fcpMs']} ms | ${p.metrics['lcpMs']} ms | ${p.metrics['tbtMs']} ms | ${p.metrics['cls']} | ${p.metrics['cpuIndex']} |`
        : `| ${p.page} | missing: ${p.missing ?? ''} | | | | | | | | |`,
    ),
    '',
    `## JavaScript (gzip)`,
    '',
    `First screen (every route before its own chunk): ${kb(bundle.initialGzip)} gzip (${kb(bundle.initialBrotli)} brotli); target ${kb(SITE_BUDGETS.initialTarget ?? 0)}. API layer (contract registry, loaded with the first call): ${kb(bundle.apiLayerGzip)}.`,
    '',
    `Floor measured in the same run (React 19 + react-dom/client hydrateRoot + react-router's data router with one lazy route, this Vite): ${kb(results.bundle.floorGzip)} gzip — the site's first screen is ${kb(bundle.initialGzip - results.bundle.floorGzip)} above it.`,
    '',
    '| page module | its chunk (+ imports) | with first screen | with API layer | files |',
    '| --- | --- | --- | --- | --- |',
    ...bundle.pages.map(
      (p) =>
        `| ${p.page} | ${kb(p.addedGzip)} | ${kb(p.totalGzip)} | ${kb(p.withApiGzip)} | ${p.withApiFiles} |`,
    ),
    '',
    '## Findings (audits under 0.9 in the median run)',
    '',
    ...results.pages.flatMap((p) => (p.findings?.length ? [`- ${p.page}: ${p.findings.join('; ')}`] : [])),
    '',
  ];
  return lines.join('\n');
}

await main();
