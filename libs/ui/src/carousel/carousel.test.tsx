import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './carousel.stories.tsx';

const { Default, SingleItem, WithoutLinks, CustomHeight, FastInterval, Empty } = composeStories(stories);

function activeIndicator() {
  return within(screen.getByRole('group', { name: '选择轮播图' }))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true');
}

/** The slide shown (the only one not hidden). */
function visibleSlide() {
  return screen.getByRole('group', { name: /^第 \d 张，共 \d 张$/ });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

// Timing tests run on fake timers; interaction tests use user-event on real timers, because Testing Library's
// async wrapper waits on a real setTimeout that Vitest's fake timers would never fire.
describe('Carousel timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel region, 375 px high by default', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: '轮播图' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toHaveStyle({ height: '375px' });
  });

  it('takes another height and label', () => {
    render(<CustomHeight />);
    expect(screen.getByRole('region', { name: '新闻图片' })).toHaveStyle({ height: '240px' });
  });

  it('advances every 5000 ms and wraps around', () => {
    render(<Default />);
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(activeIndicator()).toHaveAccessibleName('第 2 张');
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('follows the interval prop', () => {
    render(<FastInterval />);
    act(() => vi.advanceTimersByTime(2000));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<Default />);
    const region = screen.getByRole('region', { name: '轮播图' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('pauses while keyboard focus is inside it', () => {
    render(
      <>
        <Default />
        <button type="button">外部按钮</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    act(() => vi.advanceTimersByTime(15000));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    act(() => screen.getByRole('button', { name: '外部按钮' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('does not advance by itself when the user prefers reduced motion', () => {
    stubReducedMotion(true);
    render(<Default />);
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('still advances when reduced motion is not asked for', () => {
    stubReducedMotion(false);
    render(<Default />);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('shows the first slide at once and fades in only the slides it turns to', () => {
    // The first slide is the home page's largest picture: a fade from transparent would hold back its paint.
    render(<Default />);
    expect(visibleSlide()).not.toHaveClass('motion-safe:animate-fade-in');
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(visibleSlide()).toHaveClass('motion-safe:animate-fade-in');
  });

  it('shows a single item without controls and does not rotate', () => {
    render(<SingleItem />);
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10000));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 1 张');
  });
});

describe('Carousel', () => {
  it('is focusable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(screen.getByRole('region', { name: '轮播图' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('moves with the previous and next buttons and the indicators', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(visibleSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(visibleSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    await user.click(screen.getByRole('button', { name: '第 2 张' }));
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(screen.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '第 1 张' })).not.toHaveAttribute('aria-current');
  });

  it('moves with ArrowLeft and ArrowRight while focused', async () => {
    const user = userEvent.setup();
    render(<Default />);
    screen.getByRole('button', { name: '下一张' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('第 3 张，共 3 张');
  });

  it('renders an item with a url as a link opening in a new tab without opener access', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: /2025 高考志愿填报指南/ });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('renders an item with an empty url as an image only', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('button', { name: '第 2 张' }));
    const slide = visibleSlide();
    expect(within(slide).getByRole('img', { name: '强基计划招生简章' })).toBeInTheDocument();
    expect(within(slide).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no links at all when no item has a url', () => {
    render(<WithoutLinks />);
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
  });

  it('renders nothing without items', () => {
    const { container } = render(<Empty />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Carousel titles', () => {
  it('shows a slide title as text over the picture, which then is decoration, and names the link', () => {
    render(<Default />);
    act(() => {
      screen.getByRole('button', { name: '第 3 张' }).click();
    });
    const slide = visibleSlide();
    const link = within(slide).getByRole('link');
    expect(link).toHaveAccessibleName(/^模拟填报开放/);
    expect(within(slide).getByText('模拟填报开放')).toBeVisible();
    expect(slide.querySelector('img')).toHaveAttribute('alt', '');
  });
});
