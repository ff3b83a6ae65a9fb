// The desk's list dialog shows every list the student keeps, the latest first, each with its versions (issue 36).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassStudentLists, ClassVolunteerVersion } from '@zhiyuan/contracts';
import { createQueryClient } from '@zhiyuan/feature-shared';
import { renderFeature } from '@zhiyuan/feature-testing';
import { ClassDeskPage } from './class-desk-page.tsx';
import { adminClassesHandlers } from './classes.test-support.ts';

const summary = (id: number, name: string, version: number, updatedAt: string) => ({
  id,
  name,
  year: 2026,
  category: '物理类',
  batch: '本科批',
  score: 552,
  rank: null,
  choiceCount: 3,
  version,
  createdAt: '2026-06-20T10:00:00.000Z',
  updatedAt,
  deletedAt: null,
});

const LISTS: ClassStudentLists = [
  {
    list: summary(12, '冲一冲', 2, '2026-06-26T10:30:00.000Z'),
    versions: {
      id: 12,
      version: 2,
      deleted: false,
      items: [
        {
          version: 2,
          action: 'update',
          createdAt: '2026-06-26T10:30:00.000Z',
          name: '冲一冲',
          choiceCount: 3,
        },
        {
          version: 1,
          action: 'create',
          createdAt: '2026-06-25T10:00:00.000Z',
          name: '冲一冲',
          choiceCount: 2,
        },
      ],
    },
  },
  {
    list: summary(9, '稳妥方案', 1, '2026-06-21T10:00:00.000Z'),
    versions: {
      id: 9,
      version: 1,
      deleted: false,
      items: [
        {
          version: 1,
          action: 'create',
          createdAt: '2026-06-21T10:00:00.000Z',
          name: '稳妥方案',
          choiceCount: 4,
        },
      ],
    },
  },
];

/** Version 1 of 冲一冲 as the server answers it: two choices and the teacher's comment with `reply`. */
const versionOne = (reply: { body: string; createdAt: string } | null): ClassVolunteerVersion => ({
  version: {
    id: 12,
    version: 1,
    action: 'create',
    createdAt: '2026-06-25T10:00:00.000Z',
    name: '冲一冲',
    choiceCount: 2,
    year: 2026,
    category: '物理类',
    batch: '本科批',
    score: 552,
    rank: null,
    electives: [],
    choices: [
      { collegeId: 7, groupCode: '111', majors: [{ code: null, name: '社会学' }], adjustment: true },
      { collegeId: 99, groupCode: null, majors: [], adjustment: false },
    ],
  },
  colleges: [{ id: 7, name: '内蒙古大学' }],
  comments: [
    {
      id: 3,
      tableId: 12,
      version: 1,
      position: 1,
      choiceLabel: '第 1 志愿：内蒙古大学（111组）',
      authorName: '张老师',
      body: '第 1 志愿偏冲',
      createdAt: '2026-06-25T11:00:00.000Z',
      doneAt: null,
      reply,
    },
  ],
});

describe('all of a student’s lists', () => {
  it('lists every list, the latest first, with its versions', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ClassDeskPage />, {
      handlers: {
        ...adminClassesHandlers(),
        listClassStudentLists: () => LISTS,
      },
      path: '/classes/desk?id=1',
    });
    await user.click(await screen.findByRole('button', { name: '查看志愿表：李华' }));
    const dialog = await screen.findByRole('dialog', { name: '李华的志愿表：冲一冲' });
    const all = await within(dialog).findByRole('region', { name: '全部志愿表（2 张，最近保存的在前）' });
    const items = within(all)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.querySelector('p')?.textContent?.split(' · ')[0])).toEqual([
      '冲一冲',
      '稳妥方案',
    ]);
    expect(within(items[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(server.calls.find((c) => c.name === 'listClassStudentLists')?.query.toString()).toBe(
      'id=1&userId=21',
    );
  });

  it('opens an earlier version as it was saved, with the comments made on it and the replies', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ClassDeskPage />, {
      handlers: {
        ...adminClassesHandlers(),
        listClassStudentLists: () => LISTS,
        getClassVolunteerVersion: () =>
          versionOne({ body: '我再看看', createdAt: '2026-06-25T12:00:00.000Z' }),
      },
      path: '/classes/desk?id=1',
    });
    await user.click(await screen.findByRole('button', { name: '查看志愿表：李华' }));
    const dialog = await screen.findByRole('dialog', { name: '李华的志愿表：冲一冲' });
    const open = await within(dialog).findByRole('button', { name: '查看「冲一冲」第 1 版' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const choices = await within(dialog).findByRole('region', { name: '第 1 版的志愿' });
    expect(
      within(choices)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. 内蒙古大学（111组）：社会学', '2. 院校 #99（已不在院校库）']);
    const comments = within(dialog).getByRole('region', { name: '针对这一版的建议' });
    expect(comments).toHaveTextContent('第 1 志愿偏冲');
    expect(comments).toHaveTextContent('我再看看');
    expect(server.calls.find((c) => c.name === 'getClassVolunteerVersion')?.query.toString()).toBe(
      'id=1&userId=21&tableId=12&version=1',
    );
    await user.click(within(dialog).getByRole('button', { name: '收起「冲一冲」第 1 版' }));
    expect(within(dialog).queryByRole('region', { name: '第 1 版的志愿' })).not.toBeInTheDocument();
  });

  it('shows a list saved and a reply written since, when the teacher opens the student again, as the back office caches', async () => {
    const user = userEvent.setup();
    let lists = LISTS.slice(1);
    let reply: { body: string; createdAt: string } | null = null;
    const { queryClient } = renderFeature(<ClassDeskPage />, {
      handlers: {
        ...adminClassesHandlers(),
        listClassStudentLists: () => lists,
        getClassVolunteerVersion: () => versionOne(reply),
      },
      path: '/classes/desk?id=1',
    });
    queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: '查看志愿表：李华' }));
      return screen.findByRole('dialog', { name: '李华的志愿表：冲一冲' });
    };
    let dialog = await open();
    expect(
      await within(dialog).findByRole('region', { name: '全部志愿表（1 张，最近保存的在前）' }),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: '查看「稳妥方案」第 1 版' }));
    expect(await within(dialog).findByText('第 1 志愿偏冲')).toBeInTheDocument();
    expect(within(dialog).queryByText('我再看看')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));

    // Meanwhile the student saves another list and replies to the comment.
    lists = LISTS;
    reply = { body: '我再看看', createdAt: '2026-06-25T12:00:00.000Z' };
    dialog = await open();
    expect(
      await within(dialog).findByRole('region', { name: '全部志愿表（2 张，最近保存的在前）' }),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: '查看「稳妥方案」第 1 版' }));
    expect(await within(dialog).findByText('我再看看')).toBeInTheDocument();
  });
});
