import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { createFeatureEnvironment, renderFeature } from '@zhiyuan/feature-testing';
import { siteConfigQuery } from '@zhiyuan/feature-shared';
import { ScoreLinesPage } from '../components/score-lines-page.tsx';
import { prefetchScoreLines } from './page-data.ts';

// The server's render draws once with what was fetched ahead: a query the first render asks for that the
// prefetch did not fetch would cost it another round of render and calls.
describe('批次线’s data fetched ahead', () => {
  it.each([
    ['/data/line', '物理类 / 理科批次线明细'],
    ['/data/line?year=2025&track=历史', '历史类 / 文科批次线明细'],
  ])('%s: the lines are there for the first render', async (path, table) => {
    const env = createFeatureEnvironment({ handlers: dataHandlers(), signedIn: false });
    await env.queryClient.prefetchQuery(siteConfigQuery(env.domain.api));
    await prefetchScoreLines(env.domain.api, env.queryClient);
    expect(env.server.calls.map((call) => call.name)).toEqual(['getSiteConfig', 'listScoreLines']);
    const fetchedAhead = env.server.calls.length;
    renderFeature(<ScoreLinesPage />, { env, path });
    expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
    expect(env.server.calls.slice(fetchedAhead)).toEqual([]);
  });
});
