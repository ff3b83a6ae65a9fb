// The desk's list dialog shows every list the student keeps, the latest first, each with its versions (issue 36).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

describe('all of a student’s lists', () => {
  it('lists every list, the latest first, with its versions', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ClassDeskPage />, {
      handlers: {
        ...adminClassesHandlers(),
        listClassStudentLists: () => [
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
        ],
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
});
