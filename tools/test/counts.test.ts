import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest } from './counts.ts';

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

describe('countPlaywright', () => {
  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(countPlaywright({ stats: { expected: 3, flaky: 1, unexpected: 2, skipped: 0 } })).toEqual({
      passed: 4,
      failed: 2,
    });
  });
});
