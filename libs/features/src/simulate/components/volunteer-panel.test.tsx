import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VolunteerCheckInput, VolunteerSaveInput } from '@zhiyuan/contracts';
import { AuthHost, useSignedIn } from '../../auth/index.ts';
import { accountHandlers, renderFeature } from '../../testing/index.ts';
import {
  recommendItemsFixture,
  simulateConfigFixture,
  simulateHandlers,
} from '../../testing/simulate-fixtures.ts';
import { DRAFT_STORAGE_KEY } from '../state/draft-atoms.ts';
import { choiceFromItem, emptyDraft, type VolunteerDraft } from '../utils/draft.ts';
import { VolunteerPanel } from './volunteer-panel.tsx';

const SLOW_TEST_MS = 20_000;

const unit = (name: string, group: string) =>
  recommendItemsFixture.find((i) => i.college.name === name && i.group?.code === group)!;

/** 长安大学 01 (冲), 内蒙古工业大学 01 (保), 内蒙古大学 02 (稳): a 稳 after a 保. */
function seedDraft(change: Partial<VolunteerDraft> = {}): VolunteerDraft {
  const context = { year: 2026, category: '物理类', batch: '本科批', score: 600, rank: null, electives: [] };
  const draft: VolunteerDraft = {
    ...emptyDraft(context, '我的第一张志愿表'),
    choices: [unit('长安大学', '01'), unit('内蒙古工业大学', '01'), unit('内蒙古大学', '02')].map((item) =>
      choiceFromItem(item, item.majors.slice(0, 2), true),
    ),
    dirty: true,
    ...change,
  };
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  return draft;
}

function Panel() {
  const signedIn = useSignedIn();
  return <VolunteerPanel years={simulateConfigFixture.years} signedIn={signedIn} />;
}

const rows = () => within(screen.getByRole('list', { name: '志愿顺序' })).getAllByRole('listitem');
const order = () =>
  rows().map((row) => row.querySelector('p')?.textContent?.replace(/^\d+第 \d+ 志愿：/, ''));
const stored = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as VolunteerDraft | null;
const checkBodies = (server: { calls: { name: string; body: unknown }[] }) =>
  server.calls.filter((c) => c.name === 'checkVolunteerTable').map((c) => c.body as VolunteerCheckInput);
const saveBodies = (server: { calls: { name: string; body: unknown }[] }) =>
  server.calls.filter((c) => c.name === 'saveVolunteerTable').map((c) => c.body as VolunteerSaveInput);

beforeEach(() => localStorage.clear());

describe('VolunteerPanel', () => {
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
    'signed out: opens the login dialog and saves once signed in',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      const handlers = { ...accountHandlers(), ...simulateHandlers() };
      const { server } = renderFeature(
        <>
          <Panel />
          <AuthHost />
        </>,
        { signedIn: false, handlers },
      );
      await user.click(screen.getByRole('button', { name: '保存' }));
      const dialog = await screen.findByRole('dialog', { name: '用户登录' });
      expect(saveBodies(server)).toHaveLength(0);
      await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678');
      await user.type(within(dialog).getByLabelText(/^密码/), 'secret123');
      await user.click(within(dialog).getByRole('button', { name: '登录' }));
      expect(await screen.findByText('已保存（第 1 版）')).toBeInTheDocument();
      expect(saveBodies(server)).toHaveLength(1);
      expect(handlers.state.lists).toHaveLength(1);
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

  it(
    'prints the list on an A4 sheet with the student details from the personal centre',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      renderFeature(<Panel />, { signedIn: true, handlers: { ...simulateHandlers(), ...accountHandlers() } });
      await user.click(screen.getByRole('button', { name: '打印预览' }));
      const preview = await screen.findByRole('dialog', { name: '志愿表打印预览' });
      expect(within(preview).getByRole('heading', { name: '我的第一张志愿表' })).toBeInTheDocument();
      const student = within(preview).getByRole('region', { name: '考生信息' });
      expect(await within(student).findByText('张小明')).toBeInTheDocument();
      expect(await within(student).findByText('包头市第一中学')).toBeInTheDocument();
      expect(within(student).getByText('高三（5）班')).toBeInTheDocument();
      expect(within(student).getByText('600')).toBeInTheDocument();
      const table = within(preview).getByRole('table', { name: '志愿明细' });
      const body = within(table).getAllByRole('row').slice(1);
      expect(body).toHaveLength(3);
      expect(
        within(body[0]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['1', '4161010710', '长安大学', '01', '1.古典文献学 2.德语', '是', '冲', '24%']);
      expect(preview.querySelector('style')?.textContent).toContain('size: A4');
      expect(preview.querySelector('[data-print-region]')).not.toBeNull();
      expect(within(preview).getByRole('button', { name: '打印' })).toBeInTheDocument();
      await user.click(within(preview).getByRole('button', { name: '关闭' }));
      expect(screen.queryByRole('dialog', { name: '志愿表打印预览' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  describe('export', () => {
    const created: Blob[] = [];
    beforeEach(() => {
      created.length = 0;
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => {
            created.push(blob);
            return 'blob:volunteers';
          },
          revokeObjectURL: () => undefined,
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it(
      'exports the list as an Excel file named after it',
      async () => {
        const user = userEvent.setup();
        seedDraft();
        renderFeature(<Panel />, { handlers: simulateHandlers() });
        await user.click(screen.getByRole('button', { name: '导出 Excel' }));
        expect(await screen.findByText('已导出志愿表', {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(created).toHaveLength(1);
        expect(created[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(created[0]?.size).toBeGreaterThan(1000);
        const click = vi.mocked(HTMLAnchorElement.prototype.click);
        const link = click.mock.contexts[0] as HTMLAnchorElement;
        expect(link.download).toMatch(/^我的第一张志愿表-\d{4}-\d{2}-\d{2}\.xlsx$/);
      },
      SLOW_TEST_MS,
    );
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
