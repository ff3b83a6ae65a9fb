import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminScoreLine } from '@zhiyuan/contracts';
import { fail, renderFeature, type FakeHandlers } from '@zhiyuan/feature-testing';
import { ScoreLinesAdminPage } from './score-lines-page.tsx';

const PAGE = 'https://www.nm.zsks.cn/zxyw/202606/t20260624_46442.html';
const base = { year: 2026, province: '内蒙古', kind: '批次线', sample: false, sourceUrl: PAGE };
const LINES: AdminScoreLine[] = [
  { ...base, id: 1, category: '物理类', batch: '本科批', score: 363 },
  {
    ...base,
    id: 2,
    category: '艺术类',
    professionalCategory: '美术与设计类',
    batch: '本科批',
    score: 273,
    professionalScore: 196,
  },
  {
    ...base,
    id: 3,
    category: '对口招生',
    professionalCategory: '计算机类',
    batch: '本科批',
    score: 476,
    professionalScore: null,
  },
  {
    ...base,
    id: 4,
    year: 2025,
    category: '物理类',
    batch: '本科批',
    score: 375,
    sample: true,
    sourceUrl: null,
  },
];

function handlers(updates: unknown[] = []): FakeHandlers {
  const lines = LINES.map((l) => ({ ...l }));
  return {
    listAdminScoreLines: () => lines,
    updateScoreLine: (request) => {
      const body = request.body as { id: number; score: number; professionalScore: number | null };
      updates.push(body);
      if (body.id === 1 && body.professionalScore !== null)
        return fail('100400', '物理类、历史类的线只有一个分数（按一分一段表排位次），不能填专业课分数', 400, {
          field: 'professionalScore',
        });
      const line = lines.find((l) => l.id === body.id)!;
      Object.assign(line, { score: body.score, professionalScore: body.professionalScore });
      return line;
    },
  };
}

describe('ScoreLinesAdminPage', () => {
  it('lists the latest year by category, 艺术类 and 对口招生 with 专业类别, 文化课 and 专业课', async () => {
    renderFeature(<ScoreLinesAdminPage />, { handlers: handlers() });
    const art = await screen.findByRole('table', { name: '2026年艺术类批次线' });
    expect(
      within(art)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['专业类别', '批次/控制线', '分数（文化课）', '专业课', '来源', '操作']);
    expect(
      within(art)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['美术与设计类', '本科批', '273', '196']);
    const vocational = screen.getByRole('table', { name: '2026年对口招生批次线' });
    expect(within(vocational).getAllByRole('cell')[3]).toHaveTextContent('—');
    const physics = screen.getByRole('table', { name: '2026年物理类批次线' });
    expect(within(physics).queryByRole('columnheader', { name: '专业课' })).toBeNull();
    expect(within(physics).getByRole('link', { name: '考试院' })).toHaveAttribute('href', PAGE);
  });

  it('corrects a 艺术类 line’s two scores, checking them beside each field first', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    renderFeature(<ScoreLinesAdminPage />, { handlers: handlers(updates) });
    await user.click(await screen.findByRole('button', { name: '编辑：2026年 艺术类 美术与设计类 本科批' }));
    const form = screen.getByRole('form', { name: '更正：2026年 艺术类 美术与设计类 本科批' });
    const culture = within(form).getByRole('textbox', { name: /分数（文化课）/ });
    await waitFor(() => expect(culture).toHaveFocus());
    const professional = within(form).getByRole('textbox', { name: /专业课分数/ });
    await user.clear(culture);
    await user.type(culture, '800');
    await user.clear(professional);
    await user.type(professional, '九十');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(culture).toHaveAccessibleDescription(/分数应为0到750之间的数/);
    expect(professional).toHaveAccessibleDescription(/专业课分数应为0到750之间的数/);
    expect(updates).toEqual([]);

    await user.clear(culture);
    await user.type(culture, '275');
    await user.clear(professional);
    await user.type(professional, '198');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updates).toEqual([{ id: 2, score: 275, professionalScore: 198 }]));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const art = await screen.findByRole('table', { name: '2026年艺术类批次线' });
    await waitFor(() => expect(within(art).getAllByRole('cell')[2]).toHaveTextContent('275'));
  });

  it('sends an empty 专业课 as none, and a 物理类 line has no 专业课 field', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    renderFeature(<ScoreLinesAdminPage />, { handlers: handlers(updates) });
    await user.click(await screen.findByRole('button', { name: '编辑：2026年 物理类 本科批' }));
    const form = screen.getByRole('form', { name: '更正：2026年 物理类 本科批' });
    expect(within(form).queryByRole('textbox', { name: /专业课分数/ })).toBeNull();
    expect(within(form).getByText('物理类、历史类的线只有一个分数')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updates).toEqual([{ id: 1, score: 363, professionalScore: null }]));
  });

  it('shows a field error the server names beside that field', async () => {
    const user = userEvent.setup();
    renderFeature(<ScoreLinesAdminPage />, {
      handlers: {
        ...handlers(),
        updateScoreLine: () =>
          fail('100400', '专业课分数应为0到750之间的数（没有专业课分数的留空）', 400, {
            field: 'professionalScore',
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '编辑：2026年 对口招生 计算机类 本科批' }));
    const form = screen.getByRole('form');
    const professional = within(form).getByRole('textbox', { name: /专业课分数/ });
    await user.type(professional, '100');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(professional).toHaveAccessibleDescription(/专业课分数应为0到750之间的数/));
  });
});
