import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './breadcrumb.stories.tsx';

const { Default, WithPlainMiddle, SingleItem, CustomLink, CustomSeparator } = composeStories(stories);

describe('Breadcrumb', () => {
  it('is a nav landmark named 面包屑 listing the entries in order', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['首页', '查学校', '院校详情']);
  });

  it('links every entry with href except the last, which is the current page', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: '查学校' })).toHaveAttribute('href', '/data/colleges');
    expect(screen.queryByRole('link', { name: '院校详情' })).not.toBeInTheDocument();
    expect(screen.getByText('院校详情')).toHaveAttribute('aria-current', 'page');
  });

  it('shows an entry without href as plain text', () => {
    render(<WithPlainMiddle />);
    expect(screen.queryByRole('link', { name: '大数据' })).not.toBeInTheDocument();
    expect(screen.getByText('大数据')).not.toHaveAttribute('aria-current');
  });

  it('never links the last entry even when it has an href', () => {
    render(<WithPlainMiddle />);
    expect(screen.queryByRole('link', { name: '大数据查询' })).not.toBeInTheDocument();
    expect(screen.getByText('大数据查询')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a single entry as the current page', () => {
    render(<SingleItem />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('首页')).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through renderLink', () => {
    render(<CustomLink />);
    const link = screen.getByRole('link', { name: '查学校' });
    expect(link).toHaveAttribute('href', '#/data/colleges');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('takes a custom separator, hidden from assistive technology', () => {
    render(<CustomSeparator />);
    const separators = screen.getAllByText('/');
    expect(separators).toHaveLength(2);
    for (const s of separators) expect(s).toHaveAttribute('aria-hidden', 'true');
  });
});
