import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { documentHead, fail, renderFeature } from '@zhiyuan/feature-testing';
import { DocumentHead } from '@zhiyuan/feature-shared';
import { MajorDetailPage } from './major-detail-page.tsx';

// Radix selects and many round trips: generous when the machine is busy (lint and type checks in parallel).
const SLOW_TEST_MS = 20_000;

describe('MajorDetailPage', () => {
  it('shows the major with its facts, the app’s slot and the universities offering it', async () => {
    renderFeature(
      <MajorDetailPage
        code="080901"
        favourite={(major) => <button type="button">收藏 {major.code}</button>}
      />,
      { handlers: dataHandlers(), signedIn: false },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeInTheDocument();
    const facts = screen.getByText('专业代码').closest('dl')!;
    expect(within(facts).getByText('080901')).toBeInTheDocument();
    expect(within(facts).getByText('工学')).toBeInTheDocument();
    expect(within(facts).getByText('计算机类')).toBeInTheDocument();
    expect(within(facts).getByText('工学/理学')).toBeInTheDocument();
    expect(within(facts).getByText('4年')).toBeInTheDocument();
    expect(within(facts).getByText('可授工学或理学学士学位')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏 080901' })).toBeInTheDocument();
    const colleges = screen.getByRole('table', { name: '开设该专业的院校' });
    expect(within(colleges).getByRole('link', { name: '内蒙古大学' })).toHaveAttribute(
      'href',
      '/data/college-page?id=366',
    );
    expect(within(colleges).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('region', { name: /开设院校/ })).toHaveTextContent('示例数据');
  });

  it(
    'shows the major in the region year by year, narrowed by year and category',
    async () => {
      const user = userEvent.setup();
      const { server } = renderFeature(<MajorDetailPage code="080901" />, { handlers: dataHandlers() });
      const history = await screen.findByRole('region', { name: '在内蒙古的录取情况' });
      const table = await within(history).findByRole('table', { name: '该专业的历年录取' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(3);
      expect(within(rows[0]!).getByText('2025')).toBeInTheDocument();
      expect(within(table).getAllByRole('link', { name: '清华大学' })[0]).toHaveAttribute(
        'href',
        '/data/college-page?id=3',
      );
      const call = server.calls.filter((c) => c.name === 'searchAdmissions').at(-1);
      expect(call?.path).toBe('/api/admission/search');

      await user.click(within(history).getByRole('combobox', { name: '年份' }));
      await user.click(await screen.findByRole('option', { name: '2024' }));
      await user.click(within(history).getByRole('combobox', { name: '科类' }));
      expect(screen.queryByRole('option', { name: '物理类' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('option', { name: '理科' }));
      await waitFor(() => {
        const years = within(within(history).getByRole('table')).getAllByRole('row').slice(1);
        expect(years.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['2024', '2024']);
      });
    },
    SLOW_TEST_MS,
  );

  it('says when the major has no admissions or universities in the data', async () => {
    renderFeature(<MajorDetailPage code="080701" />, { handlers: dataHandlers() });
    expect(await screen.findByText('暂无开设该专业的院校数据')).toBeInTheDocument();
    expect(await screen.findByText('暂无该专业在本地区的录取数据')).toBeInTheDocument();
  });

  it('shows 专业不存在 for an unknown or malformed code, linking back to its own catalog', async () => {
    const { unmount } = renderFeature(<MajorDetailPage code="099999" section="/subject-data" />, {
      handlers: dataHandlers(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '专业不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回找专业' })).toHaveAttribute('href', '/subject-data/subject');
    unmount();
    renderFeature(<MajorDetailPage code="abc" />, { handlers: dataHandlers() });
    expect(screen.getByRole('heading', { level: 1, name: '专业不存在' })).toBeInTheDocument();
  });

  it('shows loading, then a failure with 重试', async () => {
    renderFeature(<MajorDetailPage code="080901" />, {
      handlers: { ...dataHandlers(), getMajor: () => fail('100500', '服务器繁忙', 500) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(await screen.findByRole('heading', { level: 1, name: '加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('names the major in the document title and gives both its pages the /data page as canonical', async () => {
    renderFeature(
      <>
        <DocumentHead routeTitle="专业详情" />
        <MajorDetailPage code="080901" section="/subject-data" />
      </>,
      { handlers: dataHandlers(), signedIn: false },
    );
    await waitFor(() => expect(documentHead().title).toBe('计算机科学与技术 - 专业详情 - 高考志愿填报系统'));
    expect(documentHead()).toEqual({
      title: '计算机科学与技术 - 专业详情 - 高考志愿填报系统',
      description:
        '计算机科学与技术（专业代码 080901，工学 · 计算机类，本科，工学/理学，4年）：专业介绍、开设院校和在内蒙古的历年录取。',
      canonical: `${window.location.origin}/data/subject-detail?code=080901`,
    });
  });
});
