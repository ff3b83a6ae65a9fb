import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TYPECHECK_GROUPS, WORKSPACE } from './groups.ts';

function parse(config: string) {
  const file = path.resolve(WORKSPACE, config);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} cannot be read`);
  return parsed;
}

/** Every project's tsconfig.json (apps, libs, feature libs, the Storybook and the benchmarks). */
function projectConfigs(): string[] {
  const dirs = ['apps', 'libs', 'libs/features'].flatMap((parent) =>
    fs
      .readdirSync(path.join(WORKSPACE, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(parent, d.name)),
  );
  return [...dirs, '.storybook', 'bench']
    .map((dir) => path.join(dir, 'tsconfig.json'))
    .filter((file) => fs.existsSync(path.join(WORKSPACE, file)));
}

const groups = TYPECHECK_GROUPS.map((g) => {
  const parsed = parse(g.config);
  return { ...g, files: new Set(parsed.fileNames), types: new Set(parsed.options.types ?? []) };
});

describe('the suite’s type-check groups', () => {
  const projects = projectConfigs();

  it('finds the workspace’s projects', () => {
    expect(projects).toEqual(expect.arrayContaining(['apps/server/tsconfig.json', 'libs/ui/tsconfig.json']));
    expect(projects.length).toBeGreaterThan(30);
  });

  it.each(projects)('%s: every file is checked by one group that has the project’s types', (config) => {
    const project = parse(config);
    expect(project.fileNames.length).toBeGreaterThan(0);
    const owners = groups.filter((g) => project.fileNames.some((f) => g.files.has(f)));
    expect(owners.map((g) => g.name)).toHaveLength(1);
    const [group] = owners;
    expect(project.fileNames.filter((f) => !group!.files.has(f))).toEqual([]);
    expect((project.options.types ?? []).filter((t) => !group!.types.has(t))).toEqual([]);
    // Every compiler option but `types` is the project's own.
    const { types: _types, configFilePath: _a, ...own } = project.options;
    const { types: _t, configFilePath: _b, ...shared } = parse(group!.config).options;
    expect(own).toEqual(shared);
  });
});
