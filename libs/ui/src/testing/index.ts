// Test helpers of @zhiyuan/ui, published as "@zhiyuan/ui/testing" for the tests of every package that renders
// these components.
export { expectNoSeriousA11yViolations, type A11yCheckOptions } from './a11y.ts';
export { installJsdomPolyfills } from './jsdom.ts';
