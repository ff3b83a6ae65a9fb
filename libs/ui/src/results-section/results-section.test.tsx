import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import { ResultsSection } from './results-section.tsx';
import * as stories from './results-section.stories.tsx';

const { OnePage, Busy, WithPager } = composeStories(stories);

describe('ResultsSection', () => {
  it('is a region named by its heading, with the total as a status and no pager', () => {
    render(<OnePage />);
    const region = screen.getByRole('region', { name: '搜索结果' });
    expect(within(region).getByRole('status')).toHaveTextContent('共 3 所院校');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).queryByRole('navigation')).not.toBeInTheDocument();
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('shows no pager when the results fit on one page', () => {
    render(
      <ResultsSection
        heading="搜索结果"
        pagination={{ total: 20, page: 1, pageSize: 20, onChange: () => {} }}
      >
        <p>结果</p>
      </ResultsSection>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says it is busy while the next results load', () => {
    render(<Busy />);
    expect(screen.getByRole('region', { name: '搜索结果' })).toHaveAttribute('aria-busy', 'true');
  });

  it('pages with the pager under the results, with no serious axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(<WithPager />);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(screen.getByText('第 2 页的结果')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });
});
