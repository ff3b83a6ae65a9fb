import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { createFeatureEnvironment, renderFeature } from '@zhiyuan/feature-testing';
import { siteConfigQuery } from '@zhiyuan/feature-shared';
import { RankTablePage } from '../components/rank-table-page.tsx';
import { prefetchRankTable } from './page-data.ts';

// The server's render draws once with what was fetched ahead: a query the first render asks for that the
// prefetch did not fetch (another key, another year or category) would cost it another round of render and
// calls. The server fetches the site configuration beside the prefetch, which waits for it (the default year
// and category are the configuration's): it is asked for once.
async function fetchAhead(path: string) {
  const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
  const params = new URL(path, 'http://x').searchParams;
  await Promise.all([
    env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api)),
    prefetchRankTable(env.domain.api, env.queryClient, params),
  ]);
  return env;
}

describe('一分一段’s data fetched ahead', () => {
  it('the newest year’s first category: its table is there for the first render', async () => {
    const env = await fetchAhead('/data/orderLine');
    expect(env.server.calls.map((call) => call.name)).toEqual(['getSiteConfig', 'getRankTable']);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<RankTablePage />, { env, path: '/data/orderLine' });
    expect(await screen.findByRole('table', { name: '2025年物理类一分一段表' })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });

  it('a year, category, score and rank in the URL: every answer is there for the first render', async () => {
    const path = '/data/orderLine?year=2024&category=文科&score=550&rank=10000';
    const env = await fetchAhead(path);
    expect(env.server.calls.map((call) => call.name).sort()).toEqual([
      'equivalentScores',
      'getRankTable',
      'getSiteConfig',
      'lookupRank',
      'rankByRank',
    ]);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<RankTablePage />, { env, path });
    const byScore = await screen.findByRole('region', { name: '分数查位次' });
    expect(await within(byScore).findByText('2024年文科 550分')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '2024年文科一分一段表' })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });
});
