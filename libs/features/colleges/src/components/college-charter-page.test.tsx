import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { CollegeCharterPage } from './college-charter-page.tsx';

describe('CollegeCharterPage', () => {
  it('shows the charter as headings, paragraphs and lists inside a print region', async () => {
    const { container } = renderFeature(<CollegeCharterPage id={366} />, { handlers: dataHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: '内蒙古大学招生章程' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '第一章 总则' })).toBeInTheDocument();
    expect(screen.getByText(/国标代码为10126/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelectorAll('[data-print-region]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '返回内蒙古大学' })).toHaveAttribute(
      'href',
      '/data/college-page?id=366',
    );
  });

  it('opens the print preview with its 打印 button, and closes it', async () => {
    const user = userEvent.setup();
    renderFeature(<CollegeCharterPage id={366} />, { handlers: dataHandlers() });
    await user.click(await screen.findByRole('button', { name: '打印预览' }));
    const layer = await screen.findByRole('dialog', { name: '招生章程打印预览' });
    expect(layer).toHaveTextContent('第一章 总则');
    expect(document.querySelectorAll('[data-print-region]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the college has published no charter', async () => {
    renderFeature(<CollegeCharterPage id={367} />, { handlers: dataHandlers() });
    expect(await screen.findByText('该校暂未公布招生章程')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '内蒙古科技大学招生章程' })).toBeInTheDocument();
  });

  it('shows 院校不存在 for an unknown college, and 加载失败 with 重试 for a failure', async () => {
    const { unmount } = renderFeature(<CollegeCharterPage id={424242} />, { handlers: dataHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: '院校不存在' })).toBeInTheDocument();
    unmount();
    renderFeature(<CollegeCharterPage id={366} />, {
      handlers: { getCollegeCharter: () => fail('100500', '服务器繁忙', 500) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
