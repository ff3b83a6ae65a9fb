import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '@zhiyuan/contracts';
import { contentHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { parseScore, RankLookupBox } from './rank-lookup-box.tsx';

async function ready() {
  // The categories come with the site configuration's years.
  await screen.findByRole('radio', { name: '物理类' });
}

describe('RankLookupBox', () => {
  it('looks up a score in the latest table and links to the details', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<RankLookupBox tableYear={2025} />, { handlers: contentHandlers() });
    expect(screen.getByRole('heading', { name: '位次查询', level: 2 })).toBeInTheDocument();
    await ready();
    expect(screen.getByRole('radio', { name: '物理类' })).toBeChecked();
    expect(await screen.findByText('输入高考总分，查询在2025年一分一段表中的位次。')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /高考总分/ }), '600');
    await user.click(screen.getByRole('radio', { name: '历史类' }));
    await user.click(screen.getByRole('button', { name: '查询位次' }));

    const result = screen.getByRole('status');
    expect(await within(result).findByText('9,441–9,558')).toBeInTheDocument();
    expect(within(result).getByText('2025年历史类 600分')).toBeInTheDocument();
    expect(within(result).getByText('同分人数 118 人')).toBeInTheDocument();
    expect(within(result).getByText('示例数据')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: '查看一分一段表详情' })).toHaveAttribute(
      'href',
      '/data/orderLine?score=600&category=%E5%8E%86%E5%8F%B2%E7%B1%BB',
    );
    const call = server.calls.find((c) => c.name === 'lookupRank');
    expect(call?.path).toBe(apiCalls.lookupRank.path);
  });

  it('before the page knows the year of the latest lines, uses the year before the current one', async () => {
    renderFeature(<RankLookupBox tableYear={null} />, { handlers: contentHandlers() });
    await ready();
    expect(screen.getByText('输入高考总分，查询在一分一段表中的位次。')).toBeInTheDocument();
  });

  it('checks the score before asking', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<RankLookupBox tableYear={2025} />, { handlers: contentHandlers() });
    await ready();
    const input = screen.getByRole('textbox', { name: /高考总分/ });
    await user.click(screen.getByRole('button', { name: '查询位次' }));
    expect(await screen.findByText('请输入高考总分')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '800');
    await user.click(screen.getByRole('button', { name: '查询位次' }));
    expect(await screen.findByText('总分应为0到750之间的数字')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'lookupRank')).toBe(false);
  });

  it('is a GET form of the 一分一段 page, for a submit before hydration or without JavaScript', async () => {
    const user = userEvent.setup();
    renderFeature(<RankLookupBox tableYear={2025} />, { handlers: contentHandlers() });
    await ready();
    const input = screen.getByRole('textbox', { name: /高考总分/ });
    await user.type(input, '600');
    await user.click(screen.getByRole('radio', { name: '历史类' }));
    const form = input.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/data/orderLine');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toMatchObject({
      year: '2025',
      category: '历史类',
      score: '600',
    });
  });

  it('says what went wrong when the server refuses', async () => {
    const user = userEvent.setup();
    renderFeature(<RankLookupBox tableYear={2025} />, {
      handlers: { ...contentHandlers(), lookupRank: () => fail('100404', '该年份暂无一分一段表', 404) },
    });
    await ready();
    await user.type(screen.getByRole('textbox', { name: /高考总分/ }), '520');
    await user.click(screen.getByRole('button', { name: '查询位次' }));
    expect(await within(screen.getByRole('status')).findByText('该年份暂无一分一段表')).toBeInTheDocument();
  });
});

describe('parseScore', () => {
  it.each([
    ['600', 600],
    [' 512.5 ', 512.5],
    ['0', 0],
    ['750', 750],
    ['751', null],
    ['-1', null],
    ['abc', null],
    ['60a', null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(parseScore(value)).toBe(expected);
  });
});
