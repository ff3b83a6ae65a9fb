// The Vitest project of a feature (each feature's vitest.config.ts is `featureProject(import.meta.dirname)`):
// jsdom, React, the workspace packages from source, and the test kit's setup (cleanup, toasts and session
// reset between tests). Named `feature-<folder>`, as in `vitest --project feature-colleges`.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export function featureProject(projectDir: string) {
  return defineConfig({
    root: projectDir,
    plugins: [react()],
    resolve: { conditions: ['@zhiyuan/source'] },
    test: {
      name: `feature-${path.basename(projectDir)}`,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
      testTimeout: 120_000,
      hookTimeout: 180_000,
      setupFiles: [path.join(import.meta.dirname, 'src/setup.ts')],
    },
  });
}
