// Test helpers for feature components (a second entry, so tests never deep-import).
export { createFakeServer, fail, type FakeError, type FakeHandlers, type FakeServer } from './fake-server.ts';
export { renderFeature, type RenderFeatureOptions, type RenderFeatureResult } from './render-feature.tsx';
