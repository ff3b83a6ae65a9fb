import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const crumbs = () => within(screen.getByRole('navigation', { name: '面包屑' }));

describe('data routes', () => {
  it.each([
    ['/data/colleges', '数据查询', '找学校', '找学校'],
    ['/data/college-page', '数据查询', '院校详情', '院校不存在'],
    ['/data/report-detail?id=x', '数据查询', '招生章程', '院校不存在'],
    ['/data/subject', '数据查询', '找专业', '找专业'],
    ['/data/subject-detail?code=abc', '数据查询', '专业详情', '专业不存在'],
    ['/data/line', '数据查询', '批次线', '批次线'],
    ['/data/orderLine', '数据查询', '一分一段', '一分一段'],
    ['/data/electives', '数据查询', '选科查询', '选科查询'],
    ['/data/college-compare', '数据查询', '院校对比', '院校对比'],
    ['/data/major-compare', '数据查询', '专业对比', '专业对比'],
    ['/subject-data/subject', '专业数据', '找专业', '找专业'],
    ['/subject-data/subject-detail', '专业数据', '专业详情', '专业不存在'],
  ])('%s: %s / %s, with its page heading %s', async (path, section, title, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} - 高考志愿填报系统`));
    expect(crumbs().getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(crumbs().queryByRole('link', { name: section })).not.toBeInTheDocument();
    expect(crumbs().getByText(section)).not.toHaveAttribute('aria-current');
    expect(crumbs().getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/data', '/data/colleges'],
    ['/subject-data', '/subject-data/subject'],
  ])('%s leads to %s', async (path, target) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('keeps the subject pages of /subject-data linked among themselves', async () => {
    renderApp('/subject-data/subject-detail?code=1');
    const back = await screen.findByRole('link', { name: '返回找专业' });
    expect(back).toHaveAttribute('href', '/subject-data/subject');
  });
});
