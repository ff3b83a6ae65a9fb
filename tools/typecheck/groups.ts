// The suite's type check: three TypeScript programs instead of one per project. Every project shares
// tsconfig.base.json and differs only in `types`, and a project's program also checks the sources of every lib
// it imports — so 36 programs checked the shared libs again and again (most of the suite's time). Each group
// below checks each file once, with the union of its projects' `types`; groups.test.ts proves that every
// project's files are in a group with the project's types. `nx run <project>:typecheck` still checks one project.
import path from 'node:path';

export const WORKSPACE = path.resolve(import.meta.dirname, '../..');

export const TYPECHECK_GROUPS = [
  { name: 'browser', config: 'tools/typecheck/browser.tsconfig.json' },
  { name: 'node', config: 'tools/typecheck/node.tsconfig.json' },
  { name: 'tools', config: 'tools/tsconfig.json' },
] as const;
