import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunkGroups,
  reachesZod,
  relativeImportClosure,
  SITE_CALLS_ENTRY,
  STAFF_CALLS_ENTRY,
} from './chunk-groups.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(REPO, file);

/** Where the contract's entries resolve (libs/contracts/package.json's `exports`). */
const CONTRACT_ENTRIES: Record<string, string> = {
  '@zhiyuan/contracts': at('libs/contracts/src/index.ts'),
  '@zhiyuan/contracts/basics': at('libs/contracts/src/basics.ts'),
  '@zhiyuan/contracts/site-calls': SITE_CALLS_ENTRY,
};

/**
 * The modules `entry` loads as it is evaluated (a page's render path): its static imports, relative or of the
 * contract's entries, but not `import type`/`export type` (erased) nor `import()` (loaded later). An import
 * whose names are all `type …` counts: with verbatimModuleSyntax it stays as a bare import of the module.
 * Returns the modules reached and the imports outside the contract through which zod is reached.
 */
function renderPath(entry: string): { modules: Set<string>; zodVia: string[] } {
  const modules = new Set<string>();
  const zodVia = new Set<string>();
  const visit = (file: string, via: string | undefined) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm,
    )) {
      const [, typeOnly, specifier = ''] = match;
      if (typeOnly) continue;
      const here = via ?? `${path.relative(REPO, file)} → ${specifier}`;
      if (/^zod(?:\/|$)|^@hookform\/resolvers/.test(specifier)) zodVia.add(here);
      const target = specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : CONTRACT_ENTRIES[specifier];
      if (target && fs.existsSync(target))
        visit(target, target.startsWith(at('libs/contracts/')) ? here : via);
    }
  };
  visit(entry, undefined);
  return { modules, zodVia: [...zodVia] };
}

function groupTest(name: string, entries?: string[]): (id: string) => boolean {
  const group = chunkGroups(entries).find((g) => g.name === name);
  const test = group?.test;
  if (typeof test === 'function') return (id) => Boolean(test(id));
  if (test instanceof RegExp) return (id) => test.test(id);
  throw new Error(`no group ${name} with a test`);
}

describe('the chunk groups', () => {
  it("take the site's half of the contract registry, with the schemas and zod's set-up it imports", () => {
    const closure = relativeImportClosure(SITE_CALLS_ENTRY);
    expect(closure).toContain(at('libs/contracts/src/locale.ts'));
    expect(closure).toContain(at('libs/contracts/src/calls/content.ts'));
    expect(closure).toContain(at('libs/contracts/src/schemas/key-dates.ts'));
    expect(closure).not.toContain(at('libs/contracts/src/calls/staff-calls.ts'));
    expect(closure).not.toContain(at('libs/contracts/src/calls/admin-office.ts'));
  });

  it("put zod and the site's calls in `api`, never the back office's own calls", () => {
    const api = groupTest('api');
    expect(api(at('libs/contracts/src/calls/site-calls.ts'))).toBe(true);
    expect(api(at('node_modules/zod/v4/classic/schemas.js'))).toBe(true);
    expect(api(at('libs/contracts/src/calls/staff-calls.ts'))).toBe(false);
    expect(api(at('libs/contracts/src/schemas/admin-users.ts'))).toBe(false);
  });

  it('put the zod-free part of the contract in `basics`, so that reading a label or a limit loads no schema', () => {
    const basics = groupTest('basics');
    for (const id of [
      'key-date-kinds.ts',
      'limits.ts',
      'error-codes.ts',
      'messages.ts',
      // What the pages the server renders read as they draw (issue 33).
      'college-labels.ts',
      'number-rules.ts',
      'links.ts',
      'search-options.ts',
      'subjects.ts',
      'simulate-labels.ts',
    ]) {
      expect(reachesZod(at(`libs/contracts/src/${id}`))).toBe(false);
      expect(basics(at(`libs/contracts/src/${id}`))).toBe(true);
    }
    // Schemas, and what imports them, stay with the registry.
    for (const id of ['schemas/query.ts', 'schemas/key-dates.ts', 'rules.ts']) {
      expect(reachesZod(at(`libs/contracts/src/${id}`))).toBe(true);
      expect(basics(at(`libs/contracts/src/${id}`))).toBe(false);
    }
    expect(basics(at('node_modules/zod/v4/classic/schemas.js'))).toBe(false);
  });

  it('leave the pages the server renders without zod: their features read no value from the contract index', () => {
    // `@zhiyuan/contracts` has side effects (zod's locale) and re-exports every schema: one value imported from
    // it — even `import { type X }`, which keeps the import — puts the `api` chunk in the page's static imports.
    // The build checks the result (apps/site/build/budgets.ts `withoutApi`); this names the module at once.
    const features = ['rank-table', 'electives', 'data-search', 'majors'];
    const valueImports = features.flatMap((feature) =>
      fs
        .readdirSync(at(`libs/features/${feature}/src`), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .filter((file) => {
          const source = fs.readFileSync(at(`libs/features/${feature}/src/${file}`), 'utf8');
          return /^import\s+(?!type\s)[^;]*?from\s+'@zhiyuan\/contracts'/m.test(source);
        })
        .map((file) => `${feature}/${file}`),
    );
    expect(valueImports).toEqual([]);
  });

  it("put the back office's own calls in its `api` when it asks for both halves", () => {
    const api = groupTest('api', [SITE_CALLS_ENTRY, STAFF_CALLS_ENTRY]);
    expect(api(at('libs/contracts/src/calls/site-calls.ts'))).toBe(true);
    expect(api(at('libs/contracts/src/schemas/admin-users.ts'))).toBe(true);
  });

  it('keep dialogs, toasts and selects out of `ui`, in `overlays`', () => {
    const ui = groupTest('ui');
    const overlays = groupTest('overlays');
    expect(ui(at('libs/ui/src/card/card.tsx'))).toBe(true);
    expect(ui(at('node_modules/lucide-react/dist/esm/icons/star.mjs'))).toBe(true);
    for (const id of [
      'libs/ui/src/dialog/dialog.tsx',
      'node_modules/@radix-ui/react-select/dist/index.mjs',
      'node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
    ]) {
      expect([ui(at(id)), overlays(at(id))]).toEqual([false, true]);
    }
  });

  // /policy/simulate comes drawn from the server and makes no call at load: its chunk must not import `api`
  // (zod and every schema, ≈53 KB gzip and ≈120 ms of main thread on a slow phone; issue 33). Lists, limits
  // and the score and rank checks come from `@zhiyuan/contracts/basics`; what needs zod loads when used.
  it.each([
    ['simulate-page.tsx', 'candidate-form.tsx'],
    ['shared-list-page.tsx', 'tier-badge.tsx'],
  ])("keep 模拟填报's render path free of zod: %s (through %s)", (page, onThePath) => {
    const { modules, zodVia } = renderPath(at(`libs/features/simulate/src/components/${page}`));
    expect(modules).toContain(at(`libs/features/simulate/src/components/${onThePath}`));
    expect(zodVia).toEqual([]);
  });
});
