// Readers of each runner's report, kept apart from run-all.ts so that they are unit-tested.

export interface Counts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
  }[];
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

/**
 * What failed in Vitest's JSON report, one line each (`file › test: first line of the error`), so that the
 * end of a long log — often all a CI page keeps — names the failure, not only the count.
 */
export function vitestFailures(report: VitestReport | null, root = ''): string[] {
  const lines: string[] = [];
  for (const file of report?.testResults ?? []) {
    const name = root && file.name?.startsWith(root) ? file.name.slice(root.length + 1) : (file.name ?? '?');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      lines.push(`${name} › ${a.fullName ?? '?'}: ${firstLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0]?.slice(0, 200) ?? '';
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: {
    title?: string;
    file?: string;
    line?: number;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

/** What failed in Playwright's JSON report (not the flaky ones: they passed on retry), one line each. */
export function playwrightFailures(report: PlaywrightReport | null): string[] {
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message;
        lines.push(
          `${spec.file ?? suite.file ?? '?'}:${spec.line ?? '?'} › ${spec.title ?? '?'}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return lines;
}

/** Counts from Playwright's JSON reporter: flaky tests passed on retry and count as passed. */
export function countPlaywright(report: PlaywrightReport | null): Counts {
  if (!report?.stats) return { passed: 0, failed: 0 };
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}
