// Proof that the layer table of docs/architecture.md is enforced by lint, not by review: a file placed in a
// lower layer that imports a higher one fails, and the same import from a layer that may use it passes.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const RULE = '@nx/enforce-module-boundaries';

let eslint: ESLint;

beforeAll(async () => {
  // The rule reads Nx's project graph; make sure it exists even when no nx command ran before.
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' } });
  eslint = new ESLint({ cwd: root });
  // The first lint loads the config, its plugins and the graph (seconds on a busy machine): do it here, within
  // this hook's budget, rather than inside the first test's.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'libs/ui/src/warm-up.ts') });
}, 120_000);

async function boundaryErrors(fileInProject: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, fileInProject) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('layer boundaries', () => {
  it('fails a file in libs/ui that imports @zhiyuan/domain', async () => {
    const errors = await boundaryErrors(
      'libs/ui/src/boundary-probe.ts',
      "import { createHttpClient } from '@zhiyuan/domain';\nexport const probe = createHttpClient;\n",
    );
    expect(errors.join('\n')).toMatch(/type:ui/);
  });

  it('fails a file in libs/domain that imports @zhiyuan/ui', async () => {
    const errors = await boundaryErrors(
      'libs/domain/src/boundary-probe.ts',
      "import { Button } from '@zhiyuan/ui';\nexport const probe = Button;\n",
    );
    expect(errors.join('\n')).toMatch(/type:domain/);
  });

  it('fails the server importing the browser domain layer', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/boundary-probe.ts',
      "import { createHttpClient } from '@zhiyuan/domain';\nexport const probe = createHttpClient;\n",
    );
    expect(errors.join('\n')).toMatch(/type:server/);
  });

  it('lets the site import the domain layer', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/boundary-probe.ts',
      "import { createHttpClient } from '@zhiyuan/domain';\nexport const probe = createHttpClient;\n",
    );
    expect(errors).toEqual([]);
  });
});

// ── Server modules: one door each (issue 9) ─────────────────────────────────────────────────────────────
// Proof that the server's module doors are enforced by lint (eslint.config.mjs, `serverModuleImportPatterns`):
// a module reaching into another module's files fails, and so does the CLI or the benchmark reaching into a
// module; the same imports through the module's index.ts pass.
const DOOR_RULE = 'no-restricted-imports';

async function doorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === DOOR_RULE).map((m) => m.message);
}

describe('server module doors', () => {
  it('fails a module that imports another module’s file, and passes its index.ts', async () => {
    const file = 'apps/server/src/modules/volunteers/door-probe.ts';
    const deep = await doorErrors(
      file,
      "import { recommend } from '../simulate/recommend.ts';\nexport const p = recommend;\n",
    );
    expect(deep.join('\n')).toMatch(/Deep import of another module/);
    const door = await doorErrors(
      file,
      "import { createSimulate } from '../simulate/index.ts';\nexport const p = createSimulate;\n",
    );
    expect(door).toEqual([]);
  });

  it('fails the CLI, a server test and the benchmark reaching into a module, and passes them its index.ts', async () => {
    const cases = [
      ['apps/server/src/cli/door-probe.ts', '../modules/imports/service.ts', '../modules/imports/index.ts'],
      ['apps/server/test/door-probe.test.ts', '../src/modules/sms/outbox.ts', '../src/modules/sms/index.ts'],
      [
        'bench/door-probe.ts',
        '../apps/server/src/modules/imports/service.ts',
        '../apps/server/src/modules/imports/index.ts',
      ],
    ] as const;
    for (const [file, deep, door] of cases) {
      const deepErrors = await doorErrors(file, `import * as m from '${deep}';\nexport const p = m;\n`);
      expect(deepErrors.join('\n'), file).toMatch(/Deep import of a module/);
      expect(await doorErrors(file, `import * as m from '${door}';\nexport const p = m;\n`), file).toEqual(
        [],
      );
    }
  });

  it('lets a module’s own files and unit tests import each other', async () => {
    const errors = await doorErrors(
      'apps/server/src/modules/simulate/door-probe.test.ts',
      "import { recommend } from './recommend.ts';\nimport { TABLE_OWNERS } from '../../db/table-owners.ts';\nexport const p = [recommend, TABLE_OWNERS];\n",
    );
    expect(errors).toEqual([]);
  });
});
// ── end of server modules ───────────────────────────────────────────────────────────────────────────────

// ---- Feature projects (libs/features/*): the scope dimension and the test kit -----------------------------
describe('feature boundaries', () => {
  const inNews = 'libs/features/news/src/boundary-probe.ts';

  it('fails a feature reaching into another feature by a relative path', async () => {
    const errors = await boundaryErrors(
      inNews,
      "import { readCollegeFilters } from '../../colleges/src/utils/college-query.ts';\n" +
        'export const probe = readCollegeFilters;\n',
    );
    expect(errors.join('\n')).toMatch(/relative or absolute path/);
  });

  it("fails a feature importing another feature's scope, even through its public entry", async () => {
    const errors = await boundaryErrors(
      inNews,
      "import { CollegeSearchPage } from '@zhiyuan/feature-colleges';\nexport const probe = CollegeSearchPage;\n",
    );
    expect(errors.join('\n')).toMatch(/type:feature.*scope:shared/);
  });

  it('lets a feature use the shared feature code, ui and domain', async () => {
    const errors = await boundaryErrors(
      inNews,
      "import { useSiteConfig } from '@zhiyuan/feature-shared';\nimport { Button } from '@zhiyuan/ui';\n" +
        "import { callKey } from '@zhiyuan/domain';\nexport const probe = [useSiteConfig, Button, callKey];\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps the feature test kit out of production files, and lets tests use it', async () => {
    const code =
      "import { renderFeature } from '@zhiyuan/feature-testing';\nexport const probe = renderFeature;\n";
    const inProduction = await boundaryErrors(inNews, code);
    expect(inProduction.join('\n')).toMatch(/"type:feature" can only depend on libs tagged with "type:ui"/);
    expect(await boundaryErrors('libs/features/news/src/boundary-probe.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/site/src/boundary-probe.ts', code)).not.toEqual([]);
  });
});
