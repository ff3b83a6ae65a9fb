// Readers of each runner's report, kept apart from run-all.mjs so that they are unit-tested.

export interface Counts {
  passed: number;
  failed: number;
}

/**
 * Counts the tasks of one target from `nx run-many --output-style=static` output: every project that ran the
 * target is listed by its `nx run <project>:<target>` line; the failed ones appear under "Failed tasks:".
 */
export function countNxTasks(output: string, target: string): Counts {
  const ran = new Set<string>();
  for (const m of output.matchAll(new RegExp(`nx run ([\\w@/.-]+):${target}\\b`, 'g')))
    if (m[1]) ran.add(m[1]);
  const failedSection = output.split(/Failed tasks:/)[1] ?? '';
  const failed = new Set<string>();
  for (const m of failedSection.matchAll(new RegExp(`^\\s*-\\s+([\\w@/.-]+):${target}\\b`, 'gm')))
    if (m[1]) failed.add(m[1]);
  return { passed: [...ran].filter((p) => !failed.has(p)).length, failed: failed.size };
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
