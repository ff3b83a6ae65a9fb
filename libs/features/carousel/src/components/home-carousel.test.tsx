import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { HomeCarousel } from './home-carousel.tsx';

describe('HomeCarousel', () => {
  it('shows the banners; one with a url is a link opening in a new tab', async () => {
    const { container } = renderFeature(<HomeCarousel />, { handlers: contentHandlers() });
    expect(container.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    const region = await screen.findByRole('region', { name: '首页轮播图' });
    // Only the active slide is visible; the others are hidden until their turn.
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    const links = within(region).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(1);
    expect(slides[1]!.contains(links[0]!)).toBe(true);
    expect(links[0]).toHaveAttribute('href', 'https://www.nm.zsks.cn/');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    // The first banner's title is text on the slide, not only in the picture.
    expect(within(slides[0] as HTMLElement).getByText('2026 高考志愿填报指南')).toBeVisible();
  });

  it('draws nothing without banners, or when they fail to load (and raises no toast)', async () => {
    const { container, unmount, server } = renderFeature(<HomeCarousel />, {
      handlers: contentHandlers({ carousel: [] }),
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[data-slot="skeleton"]')).toBeNull());
    expect(screen.queryByRole('region', { name: '首页轮播图' })).not.toBeInTheDocument();
    unmount();
    const failed = renderFeature(<HomeCarousel />, {
      handlers: { ...contentHandlers(), getScrollImages: () => fail('100500', '服务器繁忙', 500) },
    });
    await waitFor(() => expect(failed.container.querySelector('[data-slot="skeleton"]')).toBeNull());
    expect(screen.queryByRole('region', { name: '首页轮播图' })).not.toBeInTheDocument();
    expect(screen.queryByText('服务器繁忙')).not.toBeInTheDocument();
  });
});
