import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import {
  createFeatureEnvironment,
  FeatureProviders,
  type FeatureEnvironment,
} from '@zhiyuan/feature-testing';
import { siteConfigQuery } from '@zhiyuan/feature-shared';
import { CollegeProfilePage } from '../components/college-profile-page.tsx';
import { CollegeSearchPage } from '../components/college-search-page.tsx';
import { prefetchCollegeProfile, prefetchCollegeSearch } from './page-data.ts';

/** Renders `ui` at `path` with what `env` already holds; the calls it makes after that. */
function renderWith(env: FeatureEnvironment, ui: ReactElement, path: string) {
  const before = env.server.calls.length;
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  render(
    <FeatureProviders env={env}>
      <RouterProvider router={router} />
    </FeatureProviders>,
  );
  return () => env.server.calls.slice(before).map((call) => call.name);
}

// The server's render draws once with what was fetched ahead: a query the first render asks for that the
// prefetch did not fetch (another key, another parameter) would cost it another round of render and calls.
describe('the college pages’ data fetched ahead', () => {
  it('院校详情: the college, its history, plan and majors are all there for the first render', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchCollegeProfile(env.domain.api, env.queryClient, 366);
    expect(env.server.calls.map((call) => call.name).sort()).toEqual([
      'getCollege',
      'getCollegeAdmissions',
      'getCollegeMajors',
      'getCollegePlans',
      'getSiteConfig',
    ]);
    const callsSince = renderWith(env, <CollegeProfilePage id={366} />, '/data/college-page?id=366');
    expect(await screen.findByRole('heading', { level: 1, name: '内蒙古大学' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '历年录取明细' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '2026年招生计划' })).toBeInTheDocument();
    expect(callsSince()).toEqual([]);
  });

  it('找学校: the page of results the URL asks for is there for the first render', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    const path = '/data/colleges?keyword=%E5%86%85%E8%92%99%E5%8F%A4&page=1';
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchCollegeSearch(env.domain.api, env.queryClient, new URL(path, 'http://x').searchParams);
    const callsSince = renderWith(env, <CollegeSearchPage />, path);
    expect(await screen.findAllByText('内蒙古大学')).not.toHaveLength(0);
    expect(callsSince()).toEqual([]);
  });
});
