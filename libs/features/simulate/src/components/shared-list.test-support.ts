// The fake server's shared 志愿表 for this page's tests and stories: a parent's link to a list of two choices
// without 保, with the teacher's comment and the student's reply.
import type { SharedList } from '@zhiyuan/contracts';
import { fail, volunteerChoiceFixture, type FakeHandlers } from '@zhiyuan/feature-testing';

export const SHARE_TOKEN = 'a'.repeat(43);

export function sharedListFixture(): SharedList {
  const choice = volunteerChoiceFixture;
  return {
    table: {
      name: '冲一冲',
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: 552,
      rank: null,
      electives: ['化学', '生物'],
      candidateRank: 15100,
      choices: [choice('内蒙古大学', '03', '冲', 0.34), choice('内蒙古工业大学', '01', '稳', 0.62)],
      checks: [
        {
          code: 'no-safety',
          severity: 'warning',
          message: '志愿表中没有“保”志愿：如果前面的志愿都未录取，可能面临滑档',
          positions: [],
        },
      ],
      limits: { choices: 45, majorsPerChoice: 6, adjustment: true, unit: '院校专业组' },
      version: 2,
      createdAt: '2026-06-25T10:00:00.000Z',
      updatedAt: '2026-06-26T10:30:00.000Z',
    },
    comments: [
      {
        id: 1,
        version: 2,
        position: null,
        choiceLabel: '整张志愿表',
        authorName: '张老师',
        body: '请补两个“保”的志愿。',
        createdAt: '2026-06-27T08:00:00.000Z',
        doneAt: null,
        reply: { body: '好的，我再加两个保底的', createdAt: '2026-06-27T09:00:00.000Z' },
      },
    ],
    expiresAt: '2026-07-04T08:00:00.000Z',
  };
}

export function sharedListHandlers(): FakeHandlers {
  return {
    getSharedList: ({ query }) =>
      query.get('token') === SHARE_TOKEN
        ? sharedListFixture()
        : fail('100404', '分享链接无效、已过期或已被撤销', 404),
  };
}
