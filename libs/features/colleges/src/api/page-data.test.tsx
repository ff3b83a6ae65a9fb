import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { createFeatureEnvironment, renderFeature } from '@zhiyuan/feature-testing';
import { siteConfigQuery } from '@zhiyuan/feature-shared';
import { CollegeCharterPage } from '../components/college-charter-page.tsx';
import { CollegeComparePage } from '../components/college-compare-page.tsx';
import { CollegeProfilePage } from '../components/college-profile-page.tsx';
import { CollegeSearchPage } from '../components/college-search-page.tsx';
import { prefetchCollegeCharter, prefetchCollegeCompare, prefetchCollegeProfile } from './page-data.ts';
import { prefetchCollegeSearch } from './search-page-data.ts';

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
    const fetchedAhead = env.server.calls.length;
    renderFeature(<CollegeProfilePage id={366} />, { env, path: '/data/college-page?id=366' });
    expect(await screen.findByRole('heading', { level: 1, name: '内蒙古大学' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '历年录取明细' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '2026年招生计划' })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });

  it('找学校: the page of results the URL asks for is there for the first render', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    const path = '/data/colleges?keyword=%E5%86%85%E8%92%99%E5%8F%A4&page=1';
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchCollegeSearch(env.domain.api, env.queryClient, new URL(path, 'http://x').searchParams);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<CollegeSearchPage />, { env, path });
    expect(await screen.findAllByText('内蒙古大学')).not.toHaveLength(0);
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });

  it('招生章程: the charter is there for the first render', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchCollegeCharter(env.domain.api, env.queryClient, 366);
    expect(env.server.calls.map((call) => call.name)).toEqual(['getSiteConfig', 'getCollegeCharter']);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<CollegeCharterPage id={366} />, { env, path: '/data/report-detail?id=366' });
    expect(await screen.findByRole('heading', { level: 2, name: '第一章 总则' })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });

  it('院校对比: each college of the URL, its history and its plan are there for the first render', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    const path = '/data/college-compare?ids=366,1';
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchCollegeCompare(env.domain.api, env.queryClient, new URL(path, 'http://x').searchParams);
    expect(env.server.calls.map((call) => call.name).sort()).toEqual([
      'getCollege',
      'getCollege',
      'getCollegeAdmissions',
      'getCollegeAdmissions',
      'getCollegePlans',
      'getCollegePlans',
      'getSiteConfig',
    ]);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<CollegeComparePage />, { env, path });
    const table = await screen.findByRole('table', { name: '院校对比' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['项目', '内蒙古大学', '北京大学']);
    expect(await screen.findByRole('table', { name: '各院校历年最低分' })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });
});
