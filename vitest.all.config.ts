// Every Vitest project of the workspace in one run (used by `npm test`; `nx test <project>` runs one).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'libs/*/vitest.config.ts',
      'libs/features/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
