// Every Vitest project of the workspace in one run (used by `npm test`; `nx test <project>` runs one). The
// feature libs run as one project sharing a module cache (see libs/features/testing/vitest-project.ts).
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { allFeaturesProjects } from './libs/features/testing/vitest-project.ts';

export default defineConfig({
  test: {
    projects: [
      'libs/*/vitest.config.ts',
      ...allFeaturesProjects(path.join(import.meta.dirname, 'libs/features')),
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
