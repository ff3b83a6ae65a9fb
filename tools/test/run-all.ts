// `npm test`: every check of the workspace in one command, ending with one plain line `N passed, N failed`
// summed over all runners (format, lint incl. layer boundaries, typecheck, Vitest, Storybook build, builds, e2e).
// Each runner's own output streams through; the counts come from its machine-readable report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TYPECHECK_GROUPS } from '../typecheck/groups.ts';
import { countPlaywright, countVitest, playwrightFailures, vitestFailures, type Counts } from './counts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};

const results: ({ name: string; seconds: number } & Counts)[] = [];
const failures: string[] = [];
let runnerStart = Date.now();

function run(cmd: string, args: string[]): number {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  return r.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function record(name: string, counts: Counts, status: number): void {
  // A runner that failed without reporting a failed test (crash, config error) still counts as one failure.
  const failed = counts.failed === 0 && status !== 0 ? 1 : counts.failed;
  // How long each runner took, to see where the suite's time goes (not a test: nothing depends on it).
  const seconds = Math.round((Date.now() - runnerStart) / 1000);
  runnerStart = Date.now();
  results.push({ name, passed: counts.passed, failed, seconds });
}

// 1. Formatting: one check.
{
  const status = run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  record('format', { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }, status);
}

// 2. Lint (with @nx/enforce-module-boundaries) over the whole workspace in one ESLint run — one process
// instead of one per project, each loading the plugins again — and the type check in the three programs of
// tools/typecheck/groups.ts (each file checked once; `nx run-many -t lint typecheck` still checks per project).
// @nx/enforce-module-boundaries reads the project graph Nx caches in .nx/workspace-data; without it the rule
// prints a warning per file and checks nothing. On a clean clone no nx command has run yet at this point, so
// the layer table went unchecked by `npm test` until the graph was made here first.
{
  const graph = path.join(root, '.nx/workspace-data/project-graph.json');
  const made = spawnSync('npx', ['nx', 'show', 'projects'], { cwd: root, env, stdio: 'ignore' });
  // An old graph left by an earlier run would miss projects added since: it must be this run's.
  if (made.status !== 0 || !fs.existsSync(graph)) {
    console.log(
      `\n✗ lint: Nx could not make its project graph (${path.relative(root, graph)}); the layer boundaries cannot be checked`,
    );
    failures.push('lint: no Nx project graph, so @nx/enforce-module-boundaries would check nothing');
    record('lint', { passed: 0, failed: 1 }, 1);
  } else {
    const status = run('npx', ['eslint', '.']);
    record('lint', { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }, status);
  }
}
for (const group of TYPECHECK_GROUPS) {
  const status = run('npx', ['tsc', '-p', group.config]);
  record(`typecheck ${group.name}`, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }, status);
}

// 3. Unit, component and API tests: every Vitest project in one run.
{
  const out = path.join(reports, 'vitest.json');
  fs.rmSync(out, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    '--config',
    'vitest.all.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson<Parameters<typeof countVitest>[0]>(out);
  record('vitest', countVitest(report), status);
  failures.push(...vitestFailures(report, root).map((f) => `vitest: ${f}`));
}

// 4. Storybook builds offline.
{
  const status = run('npm', ['run', 'build-storybook']);
  record('storybook build', { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }, status);
}

// 5. End-to-end in Chromium against the built site and the real server (the e2e target builds what it needs).
{
  const out = path.join(reports, 'playwright.json');
  fs.rmSync(out, { force: true });
  const status = run('npx', ['nx', 'run', 'e2e:e2e', '--output-style=stream']);
  const report = readJson<Parameters<typeof countPlaywright>[0]>(out);
  record('e2e', countPlaywright(report), status);
  failures.push(...playwrightFailures(report).map((f) => `e2e: ${f}`));
}

console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const line = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
