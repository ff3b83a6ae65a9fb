import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatReport, measureBundle, overBudget, type Budgets } from './bundle-budget.ts';

let dist = '';

/**
 * A build of an entry, one page and the API registry (its `api` group chunk and the zod-free `basics` it
 * imports), each chunk importing `shared` files of its own; the page may import `basics` or `api` too.
 */
function writeBuild(pageImports: number, alsoImports: string[] = []) {
  const manifest: Record<string, object> = {
    'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '../../libs/domain/src/api/api-registry.ts': {
      file: 'assets/api-registry.js',
      isDynamicEntry: true,
      imports: ['_api.js'],
    },
    '_api.js': { file: 'assets/api.js', name: 'api', imports: ['_basics.js'] },
    '_basics.js': { file: 'assets/basics.js', name: 'basics' },
    'src/pages/home-page.tsx': {
      file: 'assets/home-page.js',
      isDynamicEntry: true,
      imports: [...Array.from({ length: pageImports }, (_, i) => `_part${i}.js`), ...alsoImports],
    },
  };
  for (let i = 0; i < pageImports; i++) manifest[`_part${i}.js`] = { file: `assets/part${i}.js` };
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest) as { file: string }[]) {
    fs.writeFileSync(path.join(dist, chunk.file), `export const x = ${JSON.stringify(chunk.file)};`);
  }
}

const budgets = (files: number): Budgets => ({ initial: 1024 * 1024, pages: {}, files });

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
});
afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the bundle budget', () => {
  it('counts the files a page fetches before it shows data: first screen, its chunks, the API layer', () => {
    writeBuild(3);
    const page = measureBundle(dist).pages.find((p) => p.page === 'src/pages/home-page.tsx');
    // index + runtime, home-page + 3 parts, api-registry + api + basics.
    expect(page?.withApiFiles).toBe(9);
  });

  it('fails a page that fetches more files than the budget', () => {
    writeBuild(3);
    expect(overBudget(measureBundle(dist), budgets(9))).toEqual([]);
    expect(overBudget(measureBundle(dist), budgets(8))).toEqual([
      'src/pages/home-page.tsx: 9 JavaScript files > budget 8',
    ]);
  });

  it('fails a page that must draw without the API layer but imports its `api` chunk, not one reading `basics`', () => {
    const withoutApi = { ...budgets(25), withoutApi: ['src/pages/home-page.tsx'] };
    writeBuild(1, ['_basics.js']);
    expect(overBudget(measureBundle(dist), withoutApi)).toEqual([]);
    writeBuild(1, ['_basics.js', '_api.js']);
    expect(overBudget(measureBundle(dist), withoutApi)).toEqual([
      'src/pages/home-page.tsx: imports the API layer (zod and the contract registry) statically',
    ]);
    expect(overBudget(measureBundle(dist), { ...withoutApi, withoutApi: ['src/pages/gone.tsx'] })).toEqual([
      'src/pages/gone.tsx: no such lazy page chunk in the build',
    ]);
  });

  it('fails a first screen over its budget', () => {
    writeBuild(0);
    const report = measureBundle(dist);
    expect(overBudget(report, { ...budgets(25), initial: report.initialGzip })).toEqual([]);
    const over = overBudget(report, { ...budgets(25), initial: report.initialGzip - 1 });
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^first screen .* gzip > budget /);
  });

  it('reports the target only when one is set, and no page table for an app without page chunks', () => {
    writeBuild(0);
    const report = measureBundle(dist);
    expect(formatReport(report, budgets(25))).not.toContain('target');
    expect(formatReport(report, { ...budgets(25), initialTarget: 100 * 1024 })).toContain('target  100.0 KB');
    expect(formatReport(report, budgets(25))).toContain('page module');
    const noPages = { ...report, pages: [] };
    expect(formatReport(noPages, budgets(25))).not.toContain('page module');
  });
});
