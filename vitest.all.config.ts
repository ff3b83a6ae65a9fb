// Every Vitest project of the workspace in one run (used by `npm test`; `nx test <project>` runs one).
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core free, which on a 2-core machine is one worker for
    // ten minutes of tests. Every wait in the tests is for a state with a generous budget, never for a time,
    // so the extra load makes them slower, not flaky.
    maxWorkers: os.availableParallelism(),
    // Each project runs its files in worker threads (`pool: 'threads'` in its own config, which Vitest does not
    // take from here): on a 2-core machine a process per file, Vitest's default, spent about as much time
    // starting and tearing down as the tests themselves — 648 s → 371 s for this run, measured 2026-11-27. A
    // project that needs a process says so (libs/domain: its tests switch the time zone).
    projects: [
      'libs/*/vitest.config.ts',
      'libs/features/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
