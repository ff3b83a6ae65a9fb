// Every Vitest project of the workspace in one run (used by `npm test`; `nx test <project>` runs one).
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core free, which on a 2-core machine is one worker for
    // ten minutes of tests. Every wait in the tests is for a state with a generous budget, never for a time,
    // so the extra load makes them slower, not flaky.
    maxWorkers: os.availableParallelism(),
    projects: [
      'libs/*/vitest.config.ts',
      'libs/features/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
