// Proof that the layer table of docs/architecture.md is enforced by lint, not by review: a file placed in a
// lower layer that imports a higher one fails, and the same import from a layer that may use it passes.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const RULE = '@nx/enforce-module-boundaries';

let eslint: ESLint;

beforeAll(() => {
  // The rule reads Nx's project graph; make sure it exists even when no nx command ran before.
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' } });
  eslint = new ESLint({ cwd: root });
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
