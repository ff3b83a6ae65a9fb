import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, playwrightFailures, vitestFailures } from './counts.ts';

describe('countVitest', () => {
  it('reads passed and failed tests and counts a file that failed to load', () => {
    const report = {
      numPassedTests: 5,
      numFailedTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'failed' }] },
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(countVitest(report)).toEqual({ passed: 5, failed: 2 });
  });

  it('reports nothing when there is no report', () => {
    expect(countVitest(null)).toEqual({ passed: 0, failed: 0 });
  });
});

describe('vitestFailures', () => {
  it('names each failed test and each file that failed to load, relative to the root', () => {
    const report = {
      testResults: [
        {
          name: '/repo/libs/a/src/x.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'x works' },
            { status: 'failed', fullName: 'x › waits', failureMessages: ['Error: timed out\n    at y.ts:1'] },
          ],
        },
        {
          name: '/repo/libs/b/src/z.test.ts',
          status: 'failed',
          message: 'Cannot find module q',
          assertionResults: [],
        },
        { name: '/repo/libs/c/src/ok.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'libs/a/src/x.test.ts › x › waits: Error: timed out',
      'libs/b/src/z.test.ts: Cannot find module q',
    ]);
    expect(vitestFailures(null)).toEqual([]);
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(countPlaywright({ stats: { expected: 3, flaky: 1, unexpected: 2, skipped: 0 } })).toEqual({
      passed: 4,
      failed: 2,
    });
  });
});

describe('playwrightFailures', () => {
  it('names the unexpected tests of nested suites with the last attempt’s error, not the flaky ones', () => {
    const report = {
      suites: [
        {
          file: 'auth.spec.ts',
          specs: [{ title: 'logs in', file: 'auth.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                {
                  title: 'registers',
                  file: 'auth.spec.ts',
                  line: 9,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'first' } }, { error: { message: 'last\nstack' } }],
                    },
                  ],
                },
                { title: 'retries', file: 'auth.spec.ts', line: 20, tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(['auth.spec.ts:9 › registers: last']);
    expect(playwrightFailures(null)).toEqual([]);
  });
});
