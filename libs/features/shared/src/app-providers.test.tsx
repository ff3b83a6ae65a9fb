import { dehydrate, QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppDomain } from './app-providers.tsx';

function Banners({ fetchBanners }: { fetchBanners: () => Promise<string[]> }) {
  const banners = useQuery({ queryKey: ['getScrollImages'], queryFn: fetchBanners });
  return <p>{banners.isPending ? '加载中' : banners.data?.join('、')}</p>;
}

describe('AppProviders', () => {
  it('draws the first render with the answers the server rendered with, without fetching them', () => {
    const fetchBanners = vi.fn(() => Promise.resolve(['新的']));
    const server = new QueryClient();
    server.setQueryData(['getScrollImages'], ['招生简章', '志愿指南']);
    render(
      <AppProviders
        domain={createAppDomain({ baseUrl: 'http://127.0.0.1:9', client: 'web' })}
        dehydratedState={dehydrate(server)}
      >
        <Banners fetchBanners={fetchBanners} />
      </AppProviders>,
    );
    expect(screen.getByText('招生简章、志愿指南')).toBeInTheDocument();
    expect(fetchBanners).not.toHaveBeenCalled();
  });

  it('loads a query without initial data as usual', async () => {
    const fetchBanners = vi.fn(() => Promise.resolve(['新的']));
    render(
      <AppProviders domain={createAppDomain({ baseUrl: 'http://127.0.0.1:9', client: 'web' })}>
        <Banners fetchBanners={fetchBanners} />
      </AppProviders>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('新的')).toBeInTheDocument();
    expect(fetchBanners).toHaveBeenCalledTimes(1);
  });
});
