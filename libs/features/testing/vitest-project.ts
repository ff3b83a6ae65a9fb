// The Vitest project of a feature (each feature's vitest.config.ts is `featureProject(import.meta.dirname)`):
// jsdom, React, the workspace packages from source, and the test kit's setup (cleanup, toasts and session
// reset between tests). Named `feature-<folder>`, as in `vitest --project feature-colleges`.
//
// `npm test` runs every feature's tests as one project instead (`allFeaturesProjects`): one jsdom and one module
// cache per worker rather than per file, which halves the time the feature tests take (each file imports React,
// Radix and the contracts). Files that replace a module (`vi.mock`) would get the real one from the shared cache,
// so they run in a second, isolated project.
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const SETUP = path.join(import.meta.dirname, 'src/setup.ts');
const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(?:mock|doMock)\(/;

function jsdomProject(root: string, test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    root,
    plugins: [react()],
    resolve: { conditions: ['@zhiyuan/source'] },
    test: {
      environment: 'jsdom',
      // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
      testTimeout: 120_000,
      hookTimeout: 180_000,
      setupFiles: [SETUP],
      ...test,
    },
  });
}

export function featureProject(projectDir: string) {
  return jsdomProject(projectDir, {
    name: `feature-${path.basename(projectDir)}`,
    include: ['src/**/*.test.{ts,tsx}'],
  });
}

/** The test files of the features under `featuresDir` that replace a module, relative to it. */
export function moduleMockingTests(featuresDir: string): string[] {
  return fs
    .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && /^[^/]+\/src\//.test(file) && !file.includes('node_modules'))
    .filter((file) => MOCKS_A_MODULE.test(fs.readFileSync(path.join(featuresDir, file), 'utf8')))
    .sort();
}

/** Every feature's tests in two projects: `features` sharing one module cache, `features-isolated` the rest. */
export function allFeaturesProjects(featuresDir: string): ViteUserConfig[] {
  const isolated = moduleMockingTests(featuresDir);
  return [
    jsdomProject(featuresDir, {
      name: 'features',
      include: ['*/src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', ...isolated],
      isolate: false,
    }),
    jsdomProject(featuresDir, { name: 'features-isolated', include: isolated }),
  ];
}
