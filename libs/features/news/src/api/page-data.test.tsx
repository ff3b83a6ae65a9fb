import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentHandlers, createFeatureEnvironment, renderFeature } from '@zhiyuan/feature-testing';
import { NewsContent } from '../components/news-content.tsx';
import { prefetchNewsContent } from './page-data.ts';

describe('an announcement fetched ahead', () => {
  it('is there for the page’s first render: it asks for nothing else', async () => {
    const env = createFeatureEnvironment({ handlers: contentHandlers(), signedIn: false });
    await prefetchNewsContent(env.domain.api, env.queryClient, '10');
    expect(env.server.calls.map((call) => call.name)).toEqual(['getNews']);
    const queries = () =>
      env.queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.queryHash);
    const fetchedAhead = queries();
    renderFeature(<NewsContent />, { env, path: '/news/news-content?id=10' });
    expect(
      await screen.findByRole('heading', { name: '【示例】新高考“3+1+2”选科与科类说明', level: 1 }),
    ).toBeInTheDocument();
    // Nothing the page asks for on its first render is missing (the browser may refresh a stale answer after).
    expect(queries()).toEqual(fetchedAhead);
  });

  it('asks for nothing when the URL names none', async () => {
    const env = createFeatureEnvironment({ handlers: contentHandlers(), signedIn: false });
    await prefetchNewsContent(env.domain.api, env.queryClient, 'x1');
    expect(env.server.calls).toEqual([]);
  });
});
