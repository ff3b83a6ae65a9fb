// @zhiyuan/feature-testing — the test kit of the feature projects: a fake server at the network boundary,
// renderFeature and the story decorator that build what an app builds around a feature, fixtures, and the
// axe check of every story. Only tests and stories may import it (lint enforces this). Larger fixture sets
// are sub-entries (`@zhiyuan/feature-testing/data-fixtures`, …); `/rsa` is Node only.
export { createFakeServer, fail, type FakeError, type FakeHandlers, type FakeServer } from './fake-server.ts';
export { renderFeature, type RenderFeatureOptions, type RenderFeatureResult } from './render-feature.tsx';
export {
  applySession,
  createFeatureEnvironment,
  FeatureProviders,
  TEST_TOKEN,
  type FeatureEnvironment,
  type FeatureEnvironmentOptions,
} from './feature-environment.tsx';
export { withFeatureContext, type FeatureStoryOptions } from './feature-decorator.tsx';
export {
  accountHandlers,
  examResultsFixture,
  favouritesFixture,
  FIXTURE_CAPTCHA_SVG,
  FIXTURE_PUBLIC_KEY,
  highSchoolsFixture,
  studentInfoFixture,
  userInfoFixture,
  volunteerChoiceFixture,
  type AccountHandlersOptions,
  type AccountState,
} from './fixtures.ts';
export {
  articlesFixture,
  carouselFixture,
  contentHandlers,
  newsFixture,
  rankEntryFixture,
  scoreLinesFixture,
  siteConfigFixture,
  type ContentHandlersOptions,
} from './content-fixtures.ts';
export { describeStoriesA11y } from './stories-a11y.tsx';
export { documentHead, type DocumentHeadState } from './document-head.ts';
