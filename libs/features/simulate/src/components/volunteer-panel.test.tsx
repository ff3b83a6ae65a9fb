// VolunteerPanel tests — editing: the choices from storage, their order, 服从调剂, the live checks, 清空
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
import { simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import { DRAFT_STORAGE_KEY } from '../state/draft-atoms.ts';
import {
  SLOW_TEST_MS,
  seedDraft,
  Panel,
  rows,
  order,
  stored,
  checkBodies,
} from './volunteer-panel.test-support.tsx';

beforeEach(() => localStorage.clear());

describe('VolunteerPanel: editing', () => {
  it('starts empty with the hint, and keeps nothing in storage', async () => {
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    expect(screen.getByRole('heading', { name: '志愿表' })).toBeInTheDocument();
    expect(screen.getByText('还没有志愿。在推荐结果中点击“加入志愿表”。')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('shows the choices from storage with their estimates and the live checks naming positions', async () => {
    seedDraft();
    const { server } = renderFeature(<Panel />, { handlers: simulateHandlers() });
    expect(order()).toEqual(['长安大学 01组', '内蒙古工业大学 01组', '内蒙古大学 02组']);
    expect(within(rows()[0]!).getByText('24%')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('冲')).toBeInTheDocument();
    const checks = screen.getByRole('region', { name: '检查结果' });
    expect(
      await within(checks).findByText(/第 3 志愿排在“保”志愿（第 2 志愿（内蒙古工业大学 01组））之后/),
    ).toBeInTheDocument();
    expect(within(checks).getByText('涉及第 2、3 志愿')).toBeInTheDocument();
    expect(within(checks).getByText('本批次最多 45 个志愿，每个志愿最多 12 个专业')).toBeInTheDocument();
    expect(checkBodies(server)[0]).toEqual({
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 600,
      choices: [
        {
          collegeId: 2712,
          groupCode: '01',
          majors: [
            { code: '050105', name: '古典文献学' },
            { code: '050203', name: '德语' },
          ],
          adjustment: true,
        },
        {
          collegeId: 368,
          groupCode: '01',
          majors: [
            { code: '080901', name: '计算机科学与技术' },
            { code: '080601', name: '电气工程及其自动化' },
          ],
          adjustment: true,
        },
        {
          collegeId: 366,
          groupCode: '02',
          majors: [
            { code: '020101', name: '经济学' },
            { code: '120203K', name: '会计学' },
          ],
          adjustment: true,
        },
      ],
    });
  });

  it(
    'moves choices with 上移/下移, announces the move and keeps the focus on the moved choice',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      const { server } = renderFeature(<Panel />, { handlers: simulateHandlers() });
      await user.click(screen.getByRole('button', { name: '上移第 3 志愿（内蒙古大学 02组）' }));
      expect(order()).toEqual(['长安大学 01组', '内蒙古大学 02组', '内蒙古工业大学 01组']);
      expect(screen.getByText('已将内蒙古大学 02组移到第 2 位')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: '上移第 2 志愿（内蒙古大学 02组）' })).toHaveFocus(),
      );
      await user.keyboard('{Enter}');
      expect(order()).toEqual(['内蒙古大学 02组', '长安大学 01组', '内蒙古工业大学 01组']);
      // At the top 上移 is disabled: the focus moves to 下移 of the same choice.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: '下移第 1 志愿（内蒙古大学 02组）' })).toHaveFocus(),
      );
      expect(screen.getByRole('button', { name: '上移第 1 志愿（内蒙古大学 02组）' })).toBeDisabled();
      expect(stored()?.choices.map((c) => c.collegeName)).toEqual([
        '内蒙古大学',
        '长安大学',
        '内蒙古工业大学',
      ]);
      const checks = screen.getByRole('region', { name: '检查结果' });
      await waitFor(() => expect(within(checks).queryByText(/排在“保”志愿/)).not.toBeInTheDocument());
      await waitFor(() =>
        expect(
          checkBodies(server)
            .at(-1)
            ?.choices.map((c) => c.collegeId),
        ).toEqual([366, 2712, 368]),
      );
    },
    SLOW_TEST_MS,
  );

  it('offers keyboard dragging on each handle, with Chinese instructions', () => {
    seedDraft();
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    const handle = screen.getByRole('button', { name: '拖动排序：第 1 志愿（长安大学 01组）' });
    expect(handle).toHaveAttribute('aria-roledescription', '可排序的志愿');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent('按空格键或回车键拿起志愿');
  });

  it('sets 服从调剂 and removes a choice', async () => {
    const user = userEvent.setup();
    seedDraft();
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    const adjustment = screen.getByRole('checkbox', { name: '服从调剂：第 2 志愿（内蒙古工业大学 01组）' });
    await user.click(adjustment);
    expect(adjustment).not.toBeChecked();
    expect(stored()?.choices[1]?.adjustment).toBe(false);
    await user.click(screen.getByRole('button', { name: '移除第 1 志愿（长安大学 01组）' }));
    expect(order()).toEqual(['内蒙古工业大学 01组', '内蒙古大学 02组']);
    expect(screen.getByText('已移除长安大学 01组')).toBeInTheDocument();
    expect(screen.getByText('2 / 45 个志愿')).toBeInTheDocument();
  });

  it('clears the list after asking', async () => {
    const user = userEvent.setup();
    seedDraft();
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    await user.click(screen.getByRole('button', { name: '清空' }));
    const dialog = await screen.findByRole('dialog', { name: '清空' });
    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    expect(screen.getByText('还没有志愿。在推荐结果中点击“加入志愿表”。')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('keeps the list across a reload of the page', async () => {
    const user = userEvent.setup();
    seedDraft();
    const first = renderFeature(<Panel />, { handlers: simulateHandlers() });
    await user.click(screen.getByRole('button', { name: '下移第 1 志愿（长安大学 01组）' }));
    first.unmount();
    act(() => undefined);
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    expect(order()).toEqual(['内蒙古工业大学 01组', '长安大学 01组', '内蒙古大学 02组']);
  });

  it('ignores a stored value that is not a list', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ choices: 'nonsense' }));
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    expect(screen.getByText('还没有志愿。在推荐结果中点击“加入志愿表”。')).toBeInTheDocument();
  });
});
