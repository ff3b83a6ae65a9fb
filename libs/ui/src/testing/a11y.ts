// Accessibility check for tests: runs axe-core on rendered markup and fails with a readable list of every
// serious or critical violation. Minor and moderate findings (e.g. "region", "page-has-heading-one") concern whole
// pages, not an isolated component, so they are not failures here.
import axe from 'axe-core';
import type { ElementContext, Result, RunOptions } from 'axe-core';

export interface A11yCheckOptions {
  /** Extra axe rule settings, e.g. `{ 'landmark-unique': { enabled: false } }`. */
  rules?: RunOptions['rules'];
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const targets = violation.nodes.map(
    (node) =>
      `    - ${node.target.join(' ')} ${node.html}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
  );
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...targets,
  ].join('\n');
}

/**
 * Runs axe-core on `container` (document.body by default, which also covers content portalled out of a component)
 * and throws an Error listing the serious and critical violations, if any.
 */
export async function expectNoSeriousA11yViolations(
  container: ElementContext = document.body,
  options: A11yCheckOptions = {},
): Promise<void> {
  const results = await axe.run(container, {
    resultTypes: ['violations'],
    rules: {
      // jsdom does not lay out or paint, so axe cannot compute colours there; contrast is checked in Storybook's
      // a11y panel and in the Playwright runs in a real browser instead.
      'color-contrast': { enabled: false },
      ...options.rules,
    },
  });
  const failing = results.violations.filter((v) => v.impact != null && FAILING_IMPACTS.has(v.impact));
  if (failing.length > 0) {
    throw new Error(
      `${failing.length} serious or critical accessibility violation(s):\n${failing.map(describeViolation).join('\n')}`,
    );
  }
}
