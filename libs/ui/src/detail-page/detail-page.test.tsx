import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import * as stories from './detail-page.stories.tsx';

const { Overview, WideTerms, Page, Loading, NotFound } = composeStories(stories);

describe('DetailPage shell', () => {
  it('shows the name as the page heading with its badges, actions, facts and introduction', () => {
    const { container } = render(<Overview />);
    expect(screen.getByRole('heading', { name: '内蒙古大学', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('211')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏' })).toBeInTheDocument();
    const facts = container.querySelector('dl') as HTMLElement;
    expect(
      within(facts)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['院校代码', '所在地', '办学层次', '办学性质']);
    expect(within(facts).getByText('内蒙古 · 呼和浩特市')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '院校简介', level: 2 })).toBeInTheDocument();
  });

  it('widens the terms when asked', () => {
    const { container } = render(<WideTerms />);
    expect(container.querySelector('dl')).toHaveClass('[&_dt]:w-24');
  });

  it('stacks the sections under the overview, with no serious axe violation', async () => {
    const { container } = render(<Page />);
    expect(screen.getByRole('heading', { name: '开设专业', level: 2 })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('keeps a page heading while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('heading', { name: '院校详情', level: 1 })).toHaveClass('sr-only');
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('says what was not found, with the way back', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: '院校不存在', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回找学校' })).toBeInTheDocument();
  });
});
