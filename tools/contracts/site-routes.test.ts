// The committed routes of the site's calls must be what the generator makes of the registry: a call added,
// moved or renamed without `npm run generate:routes` would be sent to the wrong place, and fails here.
import { describe, expect, it } from 'vitest';
import { siteCalls } from '@zhiyuan/contracts/site-calls';
import { SITE_ROUTES } from '@zhiyuan/contracts/basics';
import { committedSiteRoutes, siteRoutes, siteRoutesSource } from './site-routes.ts';

describe('site routes', () => {
  it('are committed exactly as generated from the registry', async () => {
    expect(committedSiteRoutes()).toBe(await siteRoutesSource());
  }, 60_000);

  it('name every call of the site’s half, with its method, path and where its input goes', () => {
    expect(Object.keys(SITE_ROUTES)).toEqual(Object.keys(siteCalls));
    expect(siteRoutes()).toEqual(SITE_ROUTES);
    expect(SITE_ROUTES.login).toEqual({ method: 'POST', path: '/api/user/login', input: 'body' });
    expect(SITE_ROUTES.getUserInfo).toEqual({ method: 'GET', path: '/api/user/getUserInfo' });
    expect(SITE_ROUTES.sendBindPhoneCode).toEqual({
      method: 'GET',
      path: '/api/user/code/bind-phone/:phone',
      input: 'params',
      sideQuery: true,
    });
  });
});
