// The browser loads the API layer through `@zhiyuan/contracts/site-calls` (or `/staff-calls`) without the
// package's index: each of those entries must set zod up on its own before it builds a schema — Chinese
// messages, and `jitless` in a browser, so that zod never probes `new Function` (the site's CSP forbids eval;
// the probe showed as a CSP issue in Lighthouse's best practices). Each test loads one entry in a fresh module
// graph, as a page does, with zod's global settings reset first (zod itself is not reloaded).
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  z.config({ jitless: false, localeError: undefined });
  vi.stubGlobal('document', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['site-calls', () => import('./site-calls.ts')],
  ['staff-calls', () => import('./staff-calls.ts')],
])('the %s entry', (_name, load) => {
  it('sets zod up on its own: no eval in a browser, messages in Chinese', async () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).not.toMatch(/[\u4e00-\u9fa5]/);
    await load();
    expect(z.config().jitless).toBe(true);
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
