// Readers of each runner's report, kept apart from run-all.mjs so that they are unit-tested.

/**
 * Counts the tasks of one target from `nx run-many --output-style=static` output: every project that ran the
 * target is listed by its `nx run <project>:<target>` line; the failed ones appear under "Failed tasks:".
 * @param {string} output
 * @param {string} target
 */
export function countNxTasks(output, target) {
  const ran = new Set();
  for (const m of output.matchAll(new RegExp(`nx run ([\\w@/.-]+):${target}\\b`, 'g'))) ran.add(m[1]);
  const failedSection = output.split(/Failed tasks:/)[1] ?? '';
  const failed = new Set();
  for (const m of failedSection.matchAll(new RegExp(`^\\s*-\\s+([\\w@/.-]+):${target}\\b`, 'gm')))
    failed.add(m[1]);
  return { passed: [...ran].filter((p) => !failed.has(p)).length, failed: failed.size };
}

/** Counts from Vitest's JSON reporter (jest-compatible shape). */
export function countVitest(report) {
  if (!report) return { passed: 0, failed: 0 };
  // A file that fails to load has no failed test of its own; count it once so it cannot pass unnoticed.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

/** Counts from Playwright's JSON reporter: flaky tests passed on retry and count as passed. */
export function countPlaywright(report) {
  if (!report?.stats) return { passed: 0, failed: 0 };
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}
