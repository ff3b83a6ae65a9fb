import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExamResult } from '@zhiyuan/contracts';
import { accountHandlers, examResultsFixture, fail, renderFeature } from '@zhiyuan/feature-testing';
import { ScoresPanel } from './scores-panel.tsx';

const items = () =>
  screen.findByRole('list', { name: '考试成绩' }).then((list) => within(list).getAllByRole('listitem'));

function card(examName: string) {
  const heading = screen.getByRole('heading', { name: new RegExp(`^${examName}`) });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${examName}`);
  return within(item);
}

async function typeScores(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  scores: Record<string, string>,
) {
  for (const [subject, score] of Object.entries(scores)) {
    await user.type(within(dialog).getByRole('spinbutton', { name: new RegExp(`^${subject}`) }), score);
  }
}

describe('ScoresPanel', () => {
  it('lists every exam result with its total, rank and subjects, the 高考 flagged', async () => {
    renderFeature(<ScoresPanel />, { handlers: accountHandlers(), signedIn: true });
    expect(screen.getByRole('status', { name: '我的成绩' })).toBeInTheDocument();
    expect(await items()).toHaveLength(3);
    const gaokao = card('2026年普通高考');
    expect(gaokao.getByText('高考')).toBeInTheDocument();
    expect(gaokao.getByText('总分 622')).toBeInTheDocument();
    expect(gaokao.getByText('位次 8635')).toBeInTheDocument();
    const subjects = gaokao.getAllByRole('definition');
    expect(subjects.map((d) => d.textContent)).toEqual(['115', '128', '121', '84', '88', '86']);
    expect(card('2026届高三第一次模拟考试').queryByText('高考')).not.toBeInTheDocument();
  });

  it('shows an empty state with the add button when there are no results', async () => {
    renderFeature(<ScoresPanel />, { handlers: accountHandlers({ results: [] }), signedIn: true });
    expect(await screen.findByText('还没有成绩记录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加成绩' })).toBeInTheDocument();
  });

  it('adds a result: the total must equal the subjects (shared rule), 按各科求和 fills it', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers({ results: [] });
    const { server } = renderFeature(<ScoresPanel />, { handlers, signedIn: true });
    await user.click(await screen.findByRole('button', { name: '添加成绩' }));
    const dialog = await screen.findByRole('dialog', { name: '添加成绩' });

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入考试名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少填写一门科目的成绩')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: '考试名称' }), '高三期中考试');
    await user.type(within(dialog).getByLabelText(/^考试日期/), '2025-11-08');
    await typeScores(user, dialog, { 语文: '110', 数学: '151', 外语: '120' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /^总分/ }), '380');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('数学成绩应在0到150之间')).toBeInTheDocument();

    const math = within(dialog).getByRole('spinbutton', { name: /^数学/ });
    await user.clear(math);
    await user.type(math, '130');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('总分与各科成绩之和不一致')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '按各科求和' }));
    expect(within(dialog).getByRole('spinbutton', { name: /^总分/ })).toHaveValue(360);
    await user.click(within(dialog).getByRole('checkbox', { name: '这是高考成绩' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = server.calls.find((c) => c.name === 'updateStudentScore')?.body as {
      results: ExamResult[];
    };
    expect(saved.results).toEqual([
      {
        examName: '高三期中考试',
        examDate: '2025-11-08',
        isGaokao: true,
        total: 360,
        scores: [
          { subject: '语文', score: 110 },
          { subject: '数学', score: 130 },
          { subject: '外语', score: 120 },
        ],
      },
    ]);
    expect(card('高三期中考试').getByText('高考')).toBeInTheDocument();
  });

  it('edits one result and saves the whole list', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ScoresPanel />, { handlers: accountHandlers(), signedIn: true });
    await items();
    await user.click(
      card('2026届高三第二次模拟考试').getByRole('button', { name: '编辑“2026届高三第二次模拟考试”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑成绩' });
    expect(within(dialog).getByRole('textbox', { name: '考试名称' })).toHaveValue('2026届高三第二次模拟考试');
    const rank = within(dialog).getByRole('spinbutton', { name: '位次（选填）' });
    await user.type(rank, '12001');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('位次 12001')).toBeInTheDocument();
    const saved = server.calls.find((c) => c.name === 'updateStudentScore')?.body as {
      results: ExamResult[];
    };
    expect(saved.results).toHaveLength(3);
    expect(saved.results[1]).toEqual({ ...examResultsFixture[1], rank: 12001 });
    expect(saved.results[0]).toEqual(examResultsFixture[0]);
  });

  it('removes a result after confirmation', async () => {
    const user = userEvent.setup();
    const handlers = accountHandlers();
    renderFeature(<ScoresPanel />, { handlers, signedIn: true });
    await items();
    await user.click(
      card('2026届高三第一次模拟考试').getByRole('button', { name: '删除“2026届高三第一次模拟考试”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '删除成绩' });
    expect(dialog).toHaveAccessibleDescription(
      '确定删除“2026届高三第一次模拟考试”的成绩吗？删除后不可恢复。',
    );
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('成绩已删除')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '考试成绩' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(handlers.state.results.map((r) => r.examName)).toEqual([
      '2026届高三第二次模拟考试',
      '2026年普通高考',
    ]);
  });

  it('keeps the dialog open with what was typed when saving fails', async () => {
    const user = userEvent.setup();
    renderFeature(<ScoresPanel />, {
      signedIn: true,
      handlers: { ...accountHandlers(), updateStudentScore: () => fail('100500', '服务器繁忙', 500) },
    });
    await items();
    await user.click(card('2026年普通高考').getByRole('button', { name: '编辑“2026年普通高考”' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑成绩' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑成绩' })).toBeInTheDocument();
  });
});
