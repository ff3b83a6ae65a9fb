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
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:contracts'] },
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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: true,
          depConstraints: layerRules,
        },
      ],
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
    // Scripts meant to talk to a terminal.
    files: ['tools/**/*.{ts,mjs}', 'apps/server/src/cli/**/*.ts', '**/*.config.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
