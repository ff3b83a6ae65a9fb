import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { createFeatureEnvironment, renderFeature } from '@zhiyuan/feature-testing';
import { siteConfigQuery } from '@zhiyuan/feature-shared';
import { MajorDetailPage } from '../components/major-detail-page.tsx';
import { prefetchMajorDetail } from './page-data.ts';

// The server's render draws once with what was fetched ahead: a query the first render asks for that the
// prefetch did not fetch would cost it another round of render and calls.
describe('专业详情’s data fetched ahead', () => {
  it('has the major and its admission rows there for the first render', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchMajorDetail(env.domain.api, env.queryClient, ' 080901 ');
    expect(env.server.calls.map((call) => call.name)).toEqual([
      'getSiteConfig',
      'getMajor',
      'searchAdmissions',
    ]);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<MajorDetailPage code=" 080901 " />, { env, path: '/data/subject-detail?code=080901' });
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /录取情况/ })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });

  it('asks for nothing when the URL names no major', async () => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    await prefetchMajorDetail(env.domain.api, env.queryClient, 'abc');
    await prefetchMajorDetail(env.domain.api, env.queryClient, null);
    expect(env.server.calls).toEqual([]);
  });
});
