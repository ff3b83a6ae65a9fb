import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
import { SharedListPage } from './shared-list-page.tsx';
import { SHARE_TOKEN, sharedListHandlers } from './shared-list.test-support.ts';

describe('SharedListPage', () => {
  it('shows the shared list read-only, signed out: choices, checks, the teacher’s comments and the replies', async () => {
    renderFeature(<SharedListPage />, {
      handlers: sharedListHandlers(),
      signedIn: false,
      path: `/share/volunteer?token=${SHARE_TOKEN}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '冲一冲' })).toBeInTheDocument();
    expect(screen.getByText('2026年 物理类 本科批 · 552 分')).toBeInTheDocument();
    expect(screen.getByText(/^只读分享：链接 .* 前有效，不能修改志愿表。$/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: '志愿' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('内蒙古大学（03组）')).toBeInTheDocument();
    expect(screen.getByText(/没有“保”志愿/)).toBeInTheDocument();
    expect(screen.getByText('请补两个“保”的志愿。')).toBeInTheDocument();
    // The parent reads what the student answered, as the teacher does on the desk.
    expect(screen.getByText('学生的回复：好的，我再加两个保底的')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保存|删除/ })).not.toBeInTheDocument();
  });

  it('says a revoked or expired link cannot be opened, and nothing else', async () => {
    renderFeature(<SharedListPage />, {
      handlers: sharedListHandlers(),
      signedIn: false,
      path: `/share/volunteer?token=${'b'.repeat(43)}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '无法打开这张志愿表' })).toBeInTheDocument();
    expect(screen.getByText('分享链接无效、已过期或已被撤销')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
