import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import { LoadError } from './load-states.tsx';
import * as stories from './load-states.stories.tsx';

const { Section, List, Fields, Blocks, Failed, FailedPage, Sample } = composeStories(stories);

const blocksOf = (container: HTMLElement) => container.querySelectorAll('[data-slot="skeleton"]');

describe('LoadingSkeleton', () => {
  it('is a busy status region that says 加载中… by default', () => {
    const { container } = render(<Section />);
    const status = screen.getByRole('status', { name: '加载中…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('加载中…');
    expect(blocksOf(container)).toHaveLength(5);
  });

  it('draws a list entry or a form field per row, named by its label', () => {
    const { container, unmount } = render(<List />);
    expect(screen.getByRole('status', { name: '正在加载公告…' })).toBeInTheDocument();
    expect(blocksOf(container)).toHaveLength(9);
    unmount();
    const fields = render(<Fields />);
    expect(screen.getByRole('status', { name: '学生信息' })).toBeInTheDocument();
    expect(blocksOf(fields.container)).toHaveLength(6);
  });

  it('draws blocks of the given heights', () => {
    const { container } = render(<Blocks />);
    const blocks = blocksOf(container);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass('h-72');
    expect(blocks[1]).toHaveClass('h-40');
  });
});

describe('LoadError', () => {
  it('says 加载失败 with the reason, and 重试 asks again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError error={new Error('网络异常')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: '加载失败', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a title and a heading level of its own', () => {
    render(<FailedPage />);
    expect(screen.getByRole('heading', { name: '公告加载失败', level: 1 })).toBeInTheDocument();
  });

  it('has no serious axe violation', async () => {
    const { container } = render(<Failed />);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('SampleNote', () => {
  it('shows the 示例数据 badge with the note', () => {
    render(<Sample />);
    expect(screen.getByText('示例数据')).toBeInTheDocument();
    expect(screen.getByText('示例数据由系统按公开数据的分布生成，仅供演示。')).toBeInTheDocument();
  });
});
