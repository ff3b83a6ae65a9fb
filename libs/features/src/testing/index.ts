// Test and story helpers for feature components (a second entry, so tests never deep-import).
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
