// Every Vitest project of the workspace in one run (used by `npm test`; `nx test <project>` runs one).
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine), but the server's tests spend much of
    // their time waiting on PostgreSQL: one worker more than there are cores took them from 6 to 4¼ minutes.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      'libs/*/vitest.config.ts',
      'libs/features/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
