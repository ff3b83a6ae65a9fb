// Security headers on API answers: a CSP the site and back office work under (scripts only from the site
// itself, images also from data: for the sample banners), and no forced upgrade to https on an intranet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('sends a CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/scrollSetting/getScrollImages' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUserInfo' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
