// VolunteerPanel tests — saving: versions, conflicts, 我的志愿表 and restoring
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '@zhiyuan/feature-testing';
import { simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import {
  SLOW_TEST_MS,
  seedDraft,
  Panel,
  order,
  stored,
  saveBodies,
} from './volunteer-panel.test-support.tsx';

beforeEach(() => localStorage.clear());

describe('VolunteerPanel: saving', () => {
  it(
    'saves a new list, then a new version of it with the version it was edited from',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      const handlers = simulateHandlers();
      const { server } = renderFeature(<Panel />, { signedIn: true, handlers });
      expect(screen.getByText('未保存')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('已保存（第 1 版）')).toBeInTheDocument();
      expect(screen.getByText('志愿表已保存')).toBeInTheDocument();
      expect(saveBodies(server)[0]).toMatchObject({ name: '我的第一张志愿表', year: 2026, score: 600 });
      expect(saveBodies(server)[0]).not.toHaveProperty('id');
      expect(stored()).toMatchObject({ id: 1, version: 1, dirty: false });

      await user.click(screen.getByRole('button', { name: '下移第 1 志愿（长安大学 01组）' }));
      expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('已保存（第 2 版）')).toBeInTheDocument();
      expect(saveBodies(server)[1]).toMatchObject({ id: 1, version: 1 });
      expect(handlers.state.lists[0]?.versions.map((v) => v.choices[0]?.collegeId)).toEqual([2712, 368]);
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a stale save with the conflict message and loads the newer list',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      const handlers = simulateHandlers();
      renderFeature(<Panel />, { signedIn: true, handlers });
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('已保存（第 1 版）')).toBeInTheDocument();
      // Another device saves version 2 meanwhile.
      await handlers.saveVolunteerTable!({
        headers: new Headers({ token: 'other-device' }),
        query: new URLSearchParams(),
        path: '/api/volunteer/save',
        body: {
          id: 1,
          version: 1,
          name: '另一台设备上的修改',
          year: 2026,
          category: '物理类',
          batch: '本科批',
          score: 600,
          choices: [
            {
              collegeId: 371,
              groupCode: '02',
              majors: [{ code: '040101', name: '教育学' }],
              adjustment: true,
            },
          ],
        },
      });
      await user.click(screen.getByRole('button', { name: '移除第 1 志愿（长安大学 01组）' }));
      await user.click(screen.getByRole('button', { name: '保存' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('志愿表已在别处修改');
      expect(alert).toHaveTextContent('当前为第 2 版，你编辑的是第 1 版');
      await user.click(within(alert).getByRole('button', { name: '载入最新版本' }));
      await waitFor(() => expect(order()).toEqual(['内蒙古师范大学 02组']));
      expect(screen.getByRole('textbox', { name: '志愿表名称' })).toHaveValue('另一台设备上的修改');
      expect(screen.getByText('已保存（第 2 版）')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'opens a saved list from 我的志愿表 and restores an older version',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      const handlers = simulateHandlers({
        saved: [
          {
            name: '稳妥方案',
            year: 2026,
            category: '物理类',
            batch: '本科批',
            score: 600,
            rank: null,
            electives: ['物理', '化学', '生物'],
            choices: [
              {
                collegeId: 368,
                groupCode: '01',
                majors: [{ code: '080901', name: '计算机科学与技术' }],
                adjustment: true,
              },
            ],
          },
        ],
      });
      renderFeature(<Panel />, { signedIn: true, handlers });
      await user.click(screen.getByRole('button', { name: '我的志愿表' }));
      const dialog = await screen.findByRole('dialog', { name: '我的志愿表' });
      expect(within(dialog).getByText('当前志愿表有未保存的修改，打开另一张会替换它。')).toBeInTheDocument();
      const table = await within(dialog).findByRole('table', { name: '我的志愿表' });
      expect(within(table).getByRole('row', { name: /稳妥方案 2026年 物理类 本科批 1/ })).toBeInTheDocument();
      await user.click(within(table).getByRole('button', { name: '打开“稳妥方案”' }));
      await waitFor(() => expect(order()).toEqual(['内蒙古工业大学 01组']));
      expect(screen.getByRole('textbox', { name: '志愿表名称' })).toHaveValue('稳妥方案');
      expect(screen.getByText('已打开“稳妥方案”')).toBeInTheDocument();

      // A second version, then back to the first.
      await user.click(screen.getByRole('button', { name: '移除第 1 志愿（内蒙古工业大学 01组）' }));
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByText('已保存（第 2 版）')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '我的志愿表' }));
      const again = await screen.findByRole('dialog', { name: '我的志愿表' });
      await user.click(await within(again).findByRole('button', { name: '“稳妥方案”的历史版本' }));
      const versions = await screen.findByRole('table', { name: '历史版本' });
      expect(within(versions).getByRole('row', { name: /第 2 版 保存/ })).toHaveTextContent('当前版本');
      await user.click(within(versions).getByRole('button', { name: '恢复第 1 版' }));
      expect(await screen.findByText('已恢复到第 1 版并打开')).toBeInTheDocument();
      await waitFor(() => expect(order()).toEqual(['内蒙古工业大学 01组']));
      expect(screen.getByText('已保存（第 3 版）')).toBeInTheDocument();
      expect(handlers.state.lists[0]?.versions.map((v) => v.action)).toEqual(['create', 'update', 'restore']);
    },
    SLOW_TEST_MS,
  );

  it('asks signed-out students to log in for their saved lists', async () => {
    const user = userEvent.setup();
    seedDraft();
    renderFeature(<Panel />, { handlers: simulateHandlers() });
    await user.click(screen.getByRole('button', { name: '我的志愿表' }));
    const dialog = await screen.findByRole('dialog', { name: '我的志愿表' });
    expect(within(dialog).getByText('登录后可以查看保存的志愿表')).toBeInTheDocument();
  });
});
