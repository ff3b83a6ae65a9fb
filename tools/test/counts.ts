// Readers of each runner's report, kept apart from run-all.ts so that they are unit-tested.

export interface Counts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { status?: string; assertionResults?: { status?: string }[] }[];
}

/** Counts from Vitest's JSON reporter (jest-compatible shape). */
export function countVitest(report: VitestReport | null): Counts {
  if (!report) return { passed: 0, failed: 0 };
  // A file that fails to load has no failed test of its own; count it once so it cannot pass unnoticed.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}

/** Counts from Playwright's JSON reporter: flaky tests passed on retry and count as passed. */
export function countPlaywright(report: PlaywrightReport | null): Counts {
  if (!report?.stats) return { passed: 0, failed: 0 };
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}
