// Lint for the whole workspace. The layer table of docs/architecture.md is enforced here with Nx tags:
// a project may only import the projects its type allows (see tools/test/boundaries.test.ts for the proof).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which project types each project type may depend on (docs/architecture.md, "Dependency rules"). */
export const layerRules = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain', 'type:contracts'],
  },
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:admissions', 'type:dataset'],
  },
  // Features may also use feature code; featureScopeRules below narrows that to the shared feature code.
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:contracts', 'type:feature'],
  },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:admissions', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:dataset', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
  {
    sourceTag: 'type:tools',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:dataset', 'type:admissions'],
  },
];

// ── Server modules: one door each (issue 9) ─────────────────────────────────────────────────────────────
// A module under apps/server/src/modules/<name>/ is reached only through its index.ts. Inside a module,
// `../<other-module>/<file>` is refused (only `../<other-module>/index.ts`); anywhere in the server or the
// benchmark (app.ts, cli/, data/, http/, tests, bench/), `modules/<name>/<file>` is refused likewise. Unit
// tests of a module's internals live beside them inside the module folder (e.g.
// modules/simulate/units-and-ranking.test.ts) and import them as `./<file>.ts`; tests under
// apps/server/test/ are held to the same doors as the CLI. tools/lint/boundaries.test.ts proves the rule.
const serverModuleDoor =
  'a server module is used only through its index.ts (apps/server/src/modules/<name>/index.ts)';
export const serverModuleImportPatterns = [
  {
    regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$).+',
    message: `Deep import of another module: ${serverModuleDoor}`,
  },
  { regex: '(^|/)modules/[^/]+/(?!index\\.ts$).+', message: `Deep import of a module: ${serverModuleDoor}` },
];
const serverModuleBoundaries = [
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverModuleImportPatterns }] },
  },
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverModuleImportPatterns[1]] }] },
  },
];
// ── end of server modules ───────────────────────────────────────────────────────────────────────────────

// ---- Feature projects (libs/features/*) -------------------------------------------------------------------
// Each feature is its own project tagged `type:feature` and `scope:<feature>`; the shared feature code is
// `scope:shared`. The second dimension keeps features apart: a feature may use ui, domain, contracts and
// `scope:shared` code, never another feature's scope — the app composes features in its pages. The feature
// test kit (`type:test-kit`) is for tests and stories only: production files may not import it.
export const featureScopeRules = [
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['scope:shared', 'type:domain'] },
  {
    sourceTag: 'type:test-kit',
    onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:contracts', 'type:feature'],
  },
  { sourceTag: 'type:test-kit', onlyDependOnLibsWithTags: ['scope:shared', 'type:domain'] },
];

/** Files that may use the feature test kit: tests and their support files, stories, test setup and configs. */
export const testKitFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/*.test-support.{ts,tsx}',
  '**/test/setup.ts',
  '**/vitest.config.ts',
];

/** The constraints for those files: apps and features may also depend on the test kit. */
const testFileRules = [...layerRules, ...featureScopeRules].map((rule) =>
  ['type:app', 'type:feature'].includes(rule.sourceTag) && rule.onlyDependOnLibsWithTags.includes('type:ui')
    ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'type:test-kit'] }
    : rule,
);

/**
 * The fixture-parity tests (apps/server/test/fixture-parity/): the one place the server may read the feature
 * test kit, to load its fixture rows into a real server and ask both the same requests (docs/architecture.md,
 * "How the fakes are kept honest"). Nothing else in the server may import the kit.
 */
export const fixtureParityFiles = ['apps/server/test/fixture-parity/**/*.ts'];
const fixtureParityRules = layerRules.map((rule) =>
  rule.sourceTag === 'type:server'
    ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'type:test-kit'] }
    : rule,
);

/**
 * The browser apps' build configs (vite.config.ts, and the build-time files beside them in build/, such as each
 * app's JavaScript budgets) may use the maintainers' build steps in tools/build (e.g. precompression and the
 * bundle budget, shared by the site and the back office); the apps' own code may not.
 */
export const appBuildConfigFiles = ['apps/*/vite.config.ts', 'apps/*/build/**/*.ts'];
const appBuildConfigRules = layerRules.map((rule) =>
  rule.sourceTag === 'type:app'
    ? { ...rule, onlyDependOnLibsWithTags: [...rule.onlyDependOnLibsWithTags, 'type:tools'] }
    : rule,
);

const boundaries = (depConstraints) => [
  'error',
  { enforceBuildableLibDependency: false, allow: [], banTransitiveDependencies: true, depConstraints },
];
// ---- end of feature projects ---------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/var/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.nx/**',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': boundaries([...layerRules, ...featureScopeRules]),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Feature projects: tests and stories may use the test kit (see featureScopeRules).
    files: testKitFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries(testFileRules) },
  },
  {
    files: appBuildConfigFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries([...appBuildConfigRules, ...featureScopeRules]) },
  },
  {
    files: fixtureParityFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries([...fixtureParityRules, ...featureScopeRules]) },
  },
  {
    // Scripts meant to talk to a terminal.
    files: ['tools/**/*.{ts,mjs}', 'apps/server/src/cli/**/*.ts', '**/*.config.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  ...serverModuleBoundaries,
  {
    // The back office's router imports the sign-in entry of a library whose main entry it loads lazily: meant
    // (router.tsx says why). @nx/enforce-module-boundaries flags it when ESLint runs in apps/admin (nx run
    // admin:lint) and not when it runs over the workspace (npm test): the line's disable directive is needed by
    // the one and unused for the other.
    files: ['apps/admin/src/app/router.tsx'],
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  prettier,
);
